/**
 * Names that carry their grammar. A template never receives a card's, player's or zone's name as
 * a bare string: it receives a Name, which prints as its plain form (`{{object}}`) and whose other
 * forms a template asks for through an i18next formatter (`{{object, del}}` «del Volpichetto»,
 * `{{player, gen}}` «Анны»). The forms live in locales/<lang>/names.json (docs/grammar.md):
 *
 *   - an entry names its gender (`g`: m, f, n), number (`n`: pl when plural) and, in Italian, its
 *     definite article (`art`); a form the language builds from the article (del, al, nel…) comes
 *     from the file's `@articles` table, a form given in `forms` wins over it;
 *   - an entry of a name made by a template ("Sturdy Bear 2", "Ann's Sturdy Bear") may say which
 *     of its parts takes the form (`head`): the form of the whole is the template with that part in
 *     the form;
 *   - a list ("A and B") takes the form in each of its items.
 *
 * Agreement (RU «проиграла», IT «vuoto/vuota») is i18next's context: `agreement(name)` is the
 * context of a name (m, f, n; mpl, fpl, npl when plural), passed as `context` by the code that
 * knows which name the sentence's words agree with; a language without such keys falls back to the
 * key itself (English has none).
 */
import type { i18n as I18n } from 'i18next';

/** The subset of i18next's t() the names need (keys are built from ids). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One entry of locales/<lang>/names.json. */
export interface NameEntry {
  g?: 'm' | 'f' | 'n';
  n?: 'sg' | 'pl';
  /** Italian: the definite article it takes (il, lo, l', la, i, gli, le; "" for none; un, una… for a name said with the indefinite one) */
  art?: string;
  /** a name made by a template: the template's parameter that takes the form */
  head?: string;
  /** forms given in full (each may be a template over the name's parameters) */
  forms?: Record<string, string>;
}

/** A name with its grammar; prints as its plain form. */
export interface Name {
  readonly kind: 'name';
  /** its entry's key in locales/<lang>/names.json ("card.sturdy-bear", "player.p1", "name.of") */
  readonly key: string;
  /** the plain form, in the reader's language */
  readonly text: string;
  readonly entry: NameEntry | null;
  /** a name made by a template: its parameters and how to render it again with other ones */
  readonly params?: Record<string, unknown>;
  readonly render?: (params: Record<string, unknown>) => string;
  /** a list: its items, rendered with the list template */
  readonly items?: readonly Name[];
  toString(): string;
  toJSON(): string;
}

export function isName(value: unknown): value is Name {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'name';
}

/** The entry of a name in the reader's language (null when the names catalogue is not there, as with a test's t). */
function entryOf(t: Translate, key: string): NameEntry | null {
  const found: unknown = t(key, { ns: 'names', returnObjects: true, defaultValue: null });
  return typeof found === 'object' && found !== null ? (found as NameEntry) : null;
}

function make(parts: Omit<Name, 'kind' | 'toString' | 'toJSON'>): Name {
  // printed (and serialised) as its plain form
  return { kind: 'name', ...parts, toString: () => parts.text, toJSON: () => parts.text };
}

/** A name whose plain form is a catalogue string (`textKey`) and whose grammar is `key`'s entry. */
export function named(t: Translate, key: string, textKey: string = key): Name {
  return make({ key, text: t(textKey), entry: entryOf(t, key) });
}

/** A name made by a template ("{{name}} 2", "abilità {{source, del}}"): its entry is the template key's. */
export function templated(t: Translate, key: string, params: Record<string, unknown>): Name {
  return make({ key, text: t(key, params), entry: entryOf(t, key), params, render: (p) => t(key, p) });
}

/** "A, B and C" as one name: a form of the list is the list of the forms. */
export function listed(t: Translate, items: readonly Name[], joined?: (forms: readonly unknown[]) => string): Name | string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] as Name;
  const render = joined ?? ((forms: readonly unknown[]) => t('list.and', { items: forms.slice(0, -1).join(', '), last: forms[forms.length - 1] }));
  return make({ key: 'list.and', text: render(items), entry: null, items, render: (p) => render(p.items as unknown[]) });
}

export const cardNamed = (t: Translate, def: string): Name => named(t, `card.${def}`, `card.${def}.name`);
export const playerNamed = (t: Translate, player: string): Name => named(t, `player.${player}`);
export const zoneNamed = (t: Translate, zone: string): Name => named(t, `zone.${zone}`);

/**
 * The i18next context a name's words agree with: its gender, with "pl" when plural (m, f, n,
 * mpl, fpl, npl); a list is plural, feminine only when all its items are. Undefined when the
 * name has no gender in this language (English).
 */
export function agreement(name: unknown): string | undefined {
  if (!isName(name)) return undefined;
  if (name.items) {
    const genders = name.items.map((i) => agreement(i)?.replace(/pl$/, ''));
    if (genders.some((g) => g === undefined)) return undefined;
    return `${genders.every((g) => g === 'f') ? 'f' : genders.every((g) => g === 'n') ? 'n' : 'm'}pl`;
  }
  const head = name.entry?.head ? name.params?.[name.entry.head] : undefined;
  const g = name.entry?.g ?? (isName(head) ? agreement(head)?.replace(/pl$/, '') : undefined);
  if (!g) return undefined;
  const plural = name.entry?.n === 'pl' || (!name.entry?.g && isName(head) && agreement(head)?.endsWith('pl'));
  return plural ? `${g}pl` : g;
}

/** The options of a t() call with the context of the name the sentence agrees with. */
export function agreeing<T extends Record<string, unknown>>(options: T, name: unknown): T & { context?: string } {
  const context = agreement(name);
  return context ? { ...options, context } : options;
}

/** What a missing form is reported to (the corpus and the tests make it fail; the site falls back to the plain form). */
export type MissingForm = (problem: { lang: string; key: string; form: string }) => void;

/** Articles table of a language: form → article → what is written before the name ("del", "dell'"). */
export type ArticleTable = Record<string, Record<string, string>>;

/** A form of a name, or null when neither its entry nor the language's article table gives it. */
export function formOf(name: Name, form: string, articles: ArticleTable, interpolate: (text: string, params: Record<string, unknown>) => string): string | null {
  if (name.items && name.render) {
    const forms = name.items.map((item) => formOf(item, form, articles, interpolate));
    return forms.every((f) => f !== null) ? name.render({ items: forms }) : null;
  }
  const entry = name.entry;
  const given = entry?.forms?.[form];
  if (given !== undefined) return interpolate(given, name.params ?? {});
  const head = entry?.head ? name.params?.[entry.head] : undefined;
  if (entry?.head && name.render && isName(head)) {
    const inner = formOf(head, form, articles, interpolate);
    return inner === null ? null : name.render({ ...name.params, [entry.head]: inner });
  }
  const before = entry?.art !== undefined ? articles[form]?.[entry.art] : undefined;
  // the nominative in running text is the plain form unless the entry gives its own (RU «Класс «Хранитель сада»» for the title «Класс: Хранитель сада»)
  if (before === undefined) return form === 'nom' ? name.text : null;
  return before === '' ? name.text : before.endsWith("'") ? `${before}${name.text}` : `${before} ${name.text}`;
}

/** The forms a template may ask for: the keys of the language's article table and of its entries' forms. */
export function registerGrammar(instance: I18n, onMissing: MissingForm = () => {}): void {
  const add = (form: string) => {
    instance.services.formatter?.add(form, (value: unknown, lng: string | undefined) => {
      if (!isName(value)) return String(value);
      const lang = lng ?? instance.language;
      const articles = (instance.getResource(lang, 'names', '@articles') as ArticleTable | undefined) ?? {};
      const interpolate = (text: string, params: Record<string, unknown>) => instance.services.interpolator.interpolate(text, params, lang, {});
      const found = formOf(value, form, articles, interpolate);
      if (found === null) onMissing({ lang, key: value.key, form });
      return found ?? value.text;
    });
  };
  for (const form of GRAMMAR_FORMS) add(form);
  // a form at the start of a sentence: {{card, il, cap}} «L'Orso Robusto…» (formats apply in order)
  instance.services.formatter?.add('cap', (value: unknown) => {
    const text = String(value);
    return text.charAt(0).toLocaleUpperCase() + text.slice(1);
  });
}

/**
 * Every form a template may use, in any language (a formatter is registered for each): the
 * Italian article and the articulated prepositions, the Russian cases, and a zone's "from" and
 * "to" (ZONE_FORMS). A language that needs
 * another adds it here and in docs/grammar.md.
 */
export const GRAMMAR_FORMS = ['il', 'del', 'al', 'dal', 'nel', 'sul', 'col', 'un', 'nom', 'gen', 'dat', 'acc', 'ins', 'prep', 'out', 'into'] as const;

/**
 * Forms only a zone is asked for: where a card comes from and where it goes, with the preposition
 * the zone takes (RU «из руки», «с поля битвы»; «в руку», «на поле битвы»), which no case alone says.
 */
export const ZONE_FORMS: ReadonlySet<string> = new Set(['out', 'into']);
