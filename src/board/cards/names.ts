/** Card names, type lines and accessible descriptions in the reader's language. */
import { agreeing, cardNamed, named, type Name } from '../../i18n/grammar.ts';
import type { Translate } from '../../i18n/narrate.ts';
import type { CardView } from '../model/viewModel.ts';

/** A definition's name with its grammar (locales/<lang>/names.json), for templates that take its forms or agree with it. */
export function defNamed(def: string | undefined, t: Translate): Name {
  if (def === '@face-down') return named(t, 'frame.faceDownName');
  if (def?.startsWith('copy-')) return named(t, 'name.copy');
  if (!def || def.startsWith('@')) return named(t, 'frame.hidden');
  return cardNamed(t, def);
}

/** The name the viewer may call a card by, with its grammar (what its state's words agree with). */
export function visibleNamed(card: CardView, t: Translate, peek = false): Name {
  if (card.hidden) return named(t, card.faceDown ? 'frame.faceDownName' : card.scheme ? 'frame.schemeBack' : 'frame.hidden');
  if (card.faceDown && !peek) return named(t, 'frame.faceDownName');
  return defNamed(card.defs[0], t);
}

export function defName(def: string | undefined, fallback: string | null, t: Translate): string {
  if (def === '@face-down') return t('frame.faceDownName');
  // an engine-made copy the catalogues can't name (a copy of a face-down creature)
  if (def?.startsWith('copy-')) return t('name.copy');
  if (!def || def.startsWith('@')) return t('frame.hidden');
  return t(`card.${def}.name`, { defaultValue: fallback ?? def });
}

/** What the viewer may call it: a face-down card is "Face-down creature" unless peeked at. */
export function visibleName(card: CardView, t: Translate, peek = false): string {
  if (card.hidden) return card.faceDown ? t('frame.faceDownName') : card.scheme ? t('frame.schemeBack') : t('frame.hidden');
  if (card.faceDown && !peek) return t('frame.faceDownName');
  return defName(card.defs[0], card.names[0] ?? card.name, t);
}

/** Its name as running text writes it, in a sentence or a list (RU «Класс «Хранитель сада»», the card's title being «Класс: Хранитель сада»). */
export function visibleNameInText(card: CardView, t: Translate, peek = false): string {
  const name = visibleNamed(card, t, peek);
  const plain = visibleName(card, t, peek);
  // a card the catalogues can't name (its printed name comes with the position) has no other form
  return name.text === plain ? t('frame.nameInText', { name }) : plain;
}

/** The printed type line of the top card (the catalogue's), else composed from the computed types. */
export function typeLine(card: CardView, t: Translate): string {
  const def = card.defs[0];
  if (def && !card.hidden && !card.faceDown) {
    const printed = t(`card.${def}.typeline`, { defaultValue: '' });
    if (printed) return printed;
  }
  const left = composedTypes(card.supertypes, card.types, t);
  const right = card.subtypes.map((x) => t(`subtype.${x}`)).join(' ');
  return right ? `${left} — ${right}` : left;
}

/**
 * The left of a type line composed from its parts (a token copy has no printed line), in the
 * language's own order and agreement, all from cards.json: the last card type is the head
 * ("Creature"); the other card types are its modifiers (`modifier.artifact`, agreeing with the
 * head's `gender.type.<type>`: RU «Артефактное Существо»), joined by `typeline.types` (IT puts the
 * head first: «Creatura Artefatto»); the supertypes agree with the head too (IT «Leggendaria», RU
 * «Легендарное») and are joined by `typeline.compose` (IT after the types: «Creatura Leggendaria»).
 */
export function composedTypes(supertypes: readonly string[], types: readonly string[], t: Translate): string {
  const head = types[types.length - 1];
  if (!head) return supertypes.map((x) => t(`supertype.${x}`)).join(' ');
  const context = t(`gender.type.${head}`, { defaultValue: '' }) || undefined;
  const withGender = context ? { context } : {};
  const modifiers = types.slice(0, -1).map((x) => t(`modifier.${x}`, { ...withGender, defaultValue: t(`type.${x}`) }));
  const typed = modifiers.length ? t('typeline.types', { head: t(`type.${head}`), modifiers: modifiers.join(' ') }) : t(`type.${head}`);
  if (supertypes.length === 0) return typed;
  return t('typeline.compose', { supertypes: supertypes.map((x) => t(`supertype.${x}`, withGender)).join(' '), types: typed });
}

/** One line for screen readers and for the text alternative. */
export function describeCard(card: CardView, t: Translate, peek = false): string {
  // its state's words agree with its name (RU «повёрнута», IT «TAPpata»)
  const name = visibleNamed(card, t, peek);
  const parts = [visibleNameInText(card, t, peek)];
  const agree = (key: string, options: Record<string, unknown> = {}) => t(key, agreeing(options, name));
  // a face-down card called "Face-down creature" says so in its name already
  if (card.faceDown && name.key !== 'frame.faceDownName') parts.push(agree('frame.faceDown'));
  if (card.token) parts.push(agree('frame.token'));
  if (card.cards.length > 1) parts.push(agree('frame.merged', { count: card.cards.length, names: card.defs.map((d, i) => defName(d, card.names[i] ?? null, t)).join(', ') }));
  if (card.power !== null && card.toughness !== null && card.types.includes('creature')) parts.push(`${card.power}/${card.toughness}`);
  if (card.tapped) parts.push(agree('frame.tapped'));
  if (card.attacking) parts.push(agree('frame.attacking'));
  if (card.blocking) parts.push(agree('frame.blocking'));
  if (card.classLevel !== null) parts.push(t('frame.level', { level: card.classLevel }));
  for (const c of card.counters) parts.push(t('frame.counters', { count: c.count, counter: t(`counter.${c.kind}`, { count: c.count }) }));
  if (card.damage > 0) parts.push(t('frame.damage', { count: card.damage }));
  if (card.scheme) parts.push(card.scheme.faceUp ? (card.scheme.ongoing ? t('frame.ongoing') : agree('frame.schemeFaceUp')) : t('frame.schemeFaceDown'));
  return parts.join(', ');
}
