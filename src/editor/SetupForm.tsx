/**
 * The set-up form: the game (Archenemy, the turn, the active player, the step), then each player
 * (life, team, and their zones: battlefield, hand, library in order, graveyard, exile, schemes).
 * Every permanent's state is a field of its own (tapped, face down, summoning sick, attacking,
 * counters, Class level, damage, the merged pile under it). Nothing here judges the position: the
 * engine's verdict (its problem, translated) is shown next to the field it names.
 */
import { cardNamed, playerNamed } from '../i18n/grammar.ts';
import { usePage } from '../board/parts/Paging.tsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { STEPS, type CounterKind, type GameSetup, type GameState, type SetupCard, type SetupPermanent, type StepName } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { CardPicker, type PickerCard } from './CardPicker.tsx';
import { addCard, cardId, isArchenemy, mergedOps, moveCard, removeCard, setArchenemy, setMerged, setPermanent, setPlayer, setTurn, ZONES, type Zone } from './edit.ts';

/** The engine's problem: where (a field path with dots: players.0.battlefield.2.faceDown) and what it says. */
export interface ShownProblem {
  path: string;
  message: string;
}

/** "setup.players[0].battlefield[2].faceDown" → "players.0.battlefield.2.faceDown" */
export function fieldPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^setup\.?/, '').replace(/^\./, '');
}

const COUNTERS: CounterKind[] = ['+1/+1', '-1/-1', 'lore'];
const ENTRY = /^players\.\d+\.(battlefield|hand|library|graveyard|exile|schemes)\.\d+(\.|$)/;

interface Ctx {
  t: Translate;
  setup: GameSetup;
  onChange: (s: GameSetup) => void;
  cards: PickerCard[];
  problem: ShownProblem | null;
  /**
   * the state the engine starts from this set-up (when it accepts it): a field the set-up leaves
   * out (a link without a life total) shows the value the engine uses (20, 40 for the archenemy)
   */
  started?: GameState | null;
}

function Problem({ problem, at, exact = false }: { problem: ShownProblem | null; at: string; exact?: boolean }) {
  if (!problem) return null;
  const p = problem.path;
  const here = exact ? p === at || (p.startsWith(`${at}.`) && !ENTRY.test(p)) : p === at || p.startsWith(`${at}.`);
  if (!here) return null;
  return (
    <p role="alert" className="mt-1 rounded-md bg-note px-2 py-1 text-xs font-medium" data-problem={p}>
      {problem.message}
    </p>
  );
}

const INPUT = 'h-11 rounded-md border border-line bg-bg px-2 text-sm';
const SMALL_BTN = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-2 text-xs hover:bg-surface disabled:opacity-40';

/**
 * A whole number. Left out of the set-up (`value` undefined), it shows `fallback`, the engine's
 * value; while the reader types, it shows what they typed (emptied, it stays empty until they leave it).
 */
function NumberField({ label, value, fallback, onChange, min, max, name }: { label: string; value: number | undefined; fallback?: number | undefined; onChange: (n: number | undefined) => void; min?: number; max?: number; name?: string }) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = value ?? fallback;
  return (
    <label className="inline-flex items-center justify-between gap-1 text-xs">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        className={`${INPUT} w-16`}
        value={typed ?? (shown === undefined ? '' : String(shown))}
        min={min}
        max={max}
        data-field={name}
        data-default={value === undefined && fallback !== undefined ? 'true' : undefined}
        onBlur={() => setTyped(null)}
        onChange={(e) => {
          const v = e.target.value.trim();
          const n = Number(v);
          setTyped(e.target.value);
          onChange(v === '' || !Number.isFinite(n) ? undefined : Math.trunc(n));
        }}
      />
    </label>
  );
}

function Check({ label, checked, onChange, name }: { label: string; checked: boolean; onChange: (on: boolean) => void; name?: string }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-1.5 text-xs">
      <input type="checkbox" className="size-5" checked={checked} onChange={(e) => onChange(e.target.checked)} data-field={name} />
      {label}
    </label>
  );
}

/**
 * An "add a card" button and the picker it opens; focus goes back to the button when the picker
 * closes. `text` is the button's visible words when shorter than its label (which names the zone
 * and the player, for the screen reader and the picker): the label begins with them.
 */
function AddCard({ t, label, text, cards, onPick, name, inline = false }: { t: Translate; label: string; text?: string; cards: PickerCard[]; onPick: (c: PickerCard) => void; name?: string; inline?: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // inline: the button sits in its row (a zone's name and count), the picker opens on a line of its own under it
  return (
    <div className={inline ? 'contents' : undefined}>
      <button ref={button} type="button" aria-expanded={open} aria-label={text ? label : undefined} onClick={() => setOpen(!open)} className={`${SMALL_BTN} font-medium`} data-add={name}>
        <span aria-hidden={text ? true : undefined}>+ {text ?? label}</span>
      </button>
      {open ? (
        <div className="basis-full">
          <CardPicker
            cards={cards}
            t={t}
            label={label}
            onPick={(c) => {
              onPick(c);
              close();
            }}
            onClose={close}
          />
        </div>
      ) : null}
    </div>
  );
}

function name(t: Translate, card: string) {
  return t(`card.${card}.name`);
}

/** Up, down and remove for an entry of an ordered list. */
function EntryButtons({ t, card, index, count, onMove, onRemove }: { t: Translate; card: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const n = name(t, card);
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={SMALL_BTN} aria-label={t('editor.card.up', { card: n })} title={t('editor.card.up', { card: n })} disabled={index === 0} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className={SMALL_BTN} aria-label={t('editor.card.down', { card: n })} title={t('editor.card.down', { card: n })} disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓
      </button>
      <button type="button" className={SMALL_BTN} aria-label={t('editor.card.remove', { card: n })} title={t('editor.card.remove', { card: n })} onClick={onRemove}>
        ✕
      </button>
    </span>
  );
}

function Permanent({ ctx, player, index, perm, count }: { ctx: Ctx; player: number; index: number; perm: SetupPermanent; count: number }) {
  const { t, setup, onChange } = ctx;
  const set = (fields: Partial<SetupPermanent>) => onChange(setPermanent(setup, player, index, fields));
  const path = `players.${player}.battlefield.${index}`;
  const others = setup.players.filter((_, i) => i !== player);
  const merged = perm.merged ?? [];
  const extra = !!(perm.counters || perm.level || perm.damage || perm.attacking || merged.length);
  return (
    <li className="rounded-md border border-line p-2" data-entry={path}>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <span className="text-sm font-medium">
          {name(t, perm.card)}
          {perm.token ? <span className="ml-1 text-xs text-muted">({t('editor.perm.token')})</span> : null}
        </span>
        <EntryButtons t={t} card={perm.card} index={index} count={count} onMove={(by) => onChange(moveCard(setup, player, 'battlefield', index, by))} onRemove={() => onChange(removeCard(setup, player, 'battlefield', index))} />
      </div>
      <div className="flex flex-wrap gap-x-3">
        <Check label={t('editor.perm.tapped')} checked={!!perm.tapped} onChange={(on) => set({ tapped: on || undefined })} name="tapped" />
        <Check label={t('editor.perm.faceDown')} checked={!!perm.faceDown} onChange={(on) => set({ faceDown: on || undefined })} name="faceDown" />
        {perm.faceDown ? (
          // 702.168b: cast face down with disguise (ward {2}); 708.2a: turned face down by an effect (no text)
          <label className="inline-flex min-h-11 items-center gap-1 text-xs">
            <span className="sr-only">{t('editor.perm.faceDownHow')}</span>
            <select className={INPUT} value={perm.faceDown === 'plain' ? 'plain' : 'disguise'} onChange={(e) => set({ faceDown: e.target.value === 'plain' ? 'plain' : true })} data-field="faceDownKind">
              <option value="disguise">{t('editor.perm.faceDownDisguise')}</option>
              <option value="plain">{t('editor.perm.faceDownPlain')}</option>
            </select>
          </label>
        ) : null}
        <Check label={t('editor.perm.sick')} checked={!!perm.sick} onChange={(on) => set({ sick: on || undefined })} name="sick" />
      </div>
      {/* the rest of its state folds away while it is unset: a land or a plain creature takes two lines */}
      <details open={extra || undefined} data-more>
        <summary className="min-h-11 cursor-pointer content-center text-xs text-muted">{t('editor.perm.more')}</summary>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-3 gap-y-1">
          {COUNTERS.map((k) => (
            <NumberField key={k} label={t(`editor.counter.${k}`)} min={0} value={perm.counters?.[k]} name={`counter-${k}`} onChange={(n) => set({ counters: cleanCounters({ ...perm.counters, [k]: n || undefined }) })} />
          ))}
          <NumberField label={t('editor.perm.level')} min={1} value={perm.level} name="level" onChange={(n) => set({ level: n })} />
          <NumberField label={t('editor.perm.damage')} min={0} value={perm.damage} name="damage" onChange={(n) => set({ damage: n || undefined })} />
          <label className="col-span-full inline-flex items-center gap-1 text-xs">
            <span>{t('editor.perm.attacking')}</span>
            <select className={INPUT} value={perm.attacking ?? ''} onChange={(e) => set({ attacking: e.target.value || undefined })} data-field="attacking">
              <option value="">{t('editor.perm.notAttacking')}</option>
              {others.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`player.${p.id}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {merged.length ? (
          <div className="mt-1">
            <p className="text-xs text-muted">{t('editor.perm.merged')}</p>
            <ol className="mt-1 space-y-1">
              {merged.map((c: SetupCard, i) => (
                <li key={i} className="flex flex-wrap items-center justify-between gap-1 pl-2 text-sm" data-merged={i}>
                  <span>{name(t, cardId(c))}</span>
                  <EntryButtons
                    t={t}
                    card={cardId(c)}
                    index={i}
                    count={merged.length}
                    onMove={(by) => onChange(setMerged(setup, player, index, mergedOps.move(i, by)))}
                    onRemove={() => onChange(setMerged(setup, player, index, mergedOps.remove(i)))}
                  />
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <div className="mt-1">
          <AddCard t={t} label={t('editor.perm.addMerged', { card: cardNamed(t, perm.card) })} cards={ctx.cards} name="merged" onPick={(c) => onChange(setMerged(setup, player, index, mergedOps.add(c.id)))} />
        </div>
      </details>
      <Problem problem={ctx.problem} at={path} />
    </li>
  );
}

function cleanCounters(c: Partial<Record<CounterKind, number | undefined>>): SetupPermanent['counters'] {
  const out: Partial<Record<CounterKind, number>> = {};
  for (const [k, v] of Object.entries(c)) if (v) out[k as CounterKind] = v;
  return Object.keys(out).length ? out : undefined;
}

function ZoneSection({ ctx, player, zone }: { ctx: Ctx; player: number; zone: Zone }) {
  const { t, setup, onChange } = ctx;
  const heading = useId();
  const p = setup.players[player];
  const who = p ? t(`player.${p.id}`) : '';
  const zoneName = t(`editor.zone.${zone}`);
  const list = (!p ? [] : zone === 'battlefield' ? (p.battlefield ?? []) : (p[zone] ?? [])) as (SetupPermanent | SetupCard)[];
  // a long zone lists one page of its entries (the one with the problem, if any)
  const at = problemEntry(ctx.problem?.path, `players.${player}.${zone}.`);
  const page = usePage(list.length, FORM_PAGE, t, `${who}: ${zoneName}`, at);
  if (!p) return null;
  const ordered = zone === 'library' || zone === 'schemes';
  const body: ReactNode =
    zone === 'battlefield' ? (
      <ul className="space-y-1">
        {(p.battlefield ?? []).slice(page.from, page.to).map((perm, k) => (
          <Permanent key={page.from + k} ctx={ctx} player={player} index={page.from + k} perm={perm} count={list.length} />
        ))}
      </ul>
    ) : (
      <ol className={`space-y-1 ${ordered ? 'list-decimal pl-6' : ''}`} start={page.from + 1}>
        {(p[zone] ?? []).slice(page.from, page.to).map((c, k) => ({ c, i: page.from + k })).map(({ c, i }) => (
          <li key={i} className="text-sm" data-entry={`players.${player}.${zone}.${i}`}>
            <div className="flex flex-wrap items-center justify-between gap-1">
              <span>{name(t, cardId(c))}</span>
              <EntryButtons t={t} card={cardId(c)} index={i} count={list.length} onMove={(by) => onChange(moveCard(setup, player, zone, i, by))} onRemove={() => onChange(removeCard(setup, player, zone, i))} />
            </div>
            <Problem problem={ctx.problem} at={`players.${player}.${zone}.${i}`} />
          </li>
        ))}
      </ol>
    );
  // one line while empty (its name, the count, the add button); its cards listed under that line
  return (
    <div role="group" aria-labelledby={heading} className="px-2 py-1" data-zone={zone}>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h4 id={heading} className="text-sm font-semibold">
          {zoneName} <span className="font-normal text-muted">({list.length})</span>
        </h4>
        <AddCard t={t} inline label={t(`editor.addTo.${zone}`, { player: playerNamed(t, p.id) })} text={t('editor.add')} cards={ctx.cards} name={zone} onPick={(c) => onChange(addCard(setup, player, zone, c.id, c.token))} />
      </div>
      {ordered && list.length > 1 ? <p className="text-xs text-muted">{t('editor.zone.topFirst')}</p> : null}
      {list.length ? <div className="mt-1">{body}</div> : null}
      {page.controls ? <div className="mt-1">{page.controls}</div> : null}
    </div>
  );
}

/** Entries a zone of the form lists at once. */
const FORM_PAGE = 20;

/** The index of the entry a problem's path names in a zone (`players.0.hand.` + index), if any. */
function problemEntry(path: string | undefined, prefix: string): number | undefined {
  if (!path?.startsWith(prefix)) return undefined;
  const n = Number.parseInt(path.slice(prefix.length), 10);
  return Number.isInteger(n) ? n : undefined;
}

function PlayerSection({ ctx, player }: { ctx: Ctx; player: number }) {
  const { t, setup, onChange } = ctx;
  const p = setup.players[player];
  if (!p) return null;
  const archenemy = isArchenemy(setup);
  return (
    <section aria-labelledby={`editor-player-${p.id}`} className="space-y-2 rounded-lg border border-line bg-surface p-2" data-player={p.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`editor-player-${p.id}`} className="text-base font-semibold">
          {t(`player.${p.id}`)}
          {p.archenemy ? <span className="ml-1 text-sm font-normal text-muted">({t('editor.archenemyRole')})</span> : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <NumberField label={t('editor.life')} value={p.life} fallback={ctx.started?.player[p.id]?.life} name="life" onChange={(n) => onChange(setPlayer(setup, player, { life: n }))} />
          {archenemy ? <NumberField label={t('editor.team')} min={1} value={p.team} fallback={ctx.started?.player[p.id]?.team} name="team" onChange={(n) => onChange(setPlayer(setup, player, { team: n }))} /> : null}
        </div>
      </div>
      <Problem problem={ctx.problem} at={`players.${player}`} exact />
      <div className="divide-y divide-line rounded-md border border-line bg-bg">
        {ZONES.filter((z) => z !== 'schemes' || p.archenemy).map((z) => (
          <ZoneSection key={z} ctx={ctx} player={player} zone={z} />
        ))}
      </div>
    </section>
  );
}

export function SetupForm({ t, setup, onChange, cards, problem, started = null }: Ctx) {
  const ctx: Ctx = { t, setup, onChange, cards, problem, started };
  const turn = setup.turn ?? {};
  const gameProblem = problem && !problem.path.startsWith('players.') ? problem : null;
  return (
    <div className="space-y-3" data-setup-form>
      <section aria-labelledby="editor-game" className="space-y-2 rounded-lg border border-line bg-surface p-2">
        <h3 id="editor-game" className="text-base font-semibold">
          {t('editor.game')}
        </h3>
        <Check label={t('editor.archenemy')} checked={isArchenemy(setup)} onChange={(on) => onChange(setArchenemy(setup, on))} name="archenemy" />
        <div className="flex flex-wrap gap-2">
          <NumberField label={t('editor.turn')} min={1} value={turn.number} fallback={started?.turn.number} name="turn" onChange={(n) => onChange(setTurn(setup, { number: n }))} />
          <label className="inline-flex items-center gap-1 text-xs">
            <span>{t('editor.active')}</span>
            <select className={INPUT} value={turn.active ?? started?.turn.active ?? 'p1'} onChange={(e) => onChange(setTurn(setup, { active: e.target.value }))} data-field="active">
              {setup.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`player.${p.id}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-flex min-w-0 items-center gap-1 text-xs">
            <span>{t('editor.step')}</span>
            <select className={`${INPUT} min-w-0`} value={turn.step ?? 'main1'} onChange={(e) => onChange(setTurn(setup, { step: e.target.value as StepName }))} data-field="step">
              {STEPS.map(({ name: s }) => (
                <option key={s} value={s}>
                  {t(`step.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {gameProblem ? <Problem problem={gameProblem} at={gameProblem.path} /> : null}
      </section>
      {setup.players.map((_, i) => (
        <PlayerSection key={i} ctx={ctx} player={i} />
      ))}
    </div>
  );
}
