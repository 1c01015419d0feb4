/**
 * The stack, top first, and the triggered abilities waiting to go on it: each item with its
 * source (a spell is its own card; an ability is a tile naming its source) and its targets,
 * named in text, marked on the table (model/stackRoles.ts) and joined to it by an arrow (Arrows.tsx).
 */
import type { Target } from '../../engine/index.ts';
import { agreeing, zoneNamed } from '../../i18n/grammar.ts';
import { roman, type Translate } from '../../i18n/narrate.ts';
import { CardFrame } from '../cards/CardFrame.tsx';
import { defNamed, visibleName, visibleNameInText } from '../cards/names.ts';
import type { BoardView, CardView, StackItemView } from '../model/viewModel.ts';
import { useCardSize, useNarrow } from '../layout/size.ts';
import { cap } from './PlayerPanel.tsx';

/** A compact spell's width on the stack: a long single word of its name (Шипоспинный, Volpichetto) fits on a line. */
const STACK_SHORT = 112;

/** A target as the viewer may name it: a face-down card by its name to whom the view shows it (`peek`). */
export function targetLabel(target: Target, view: BoardView, t: Translate, peek = false): string {
  if ('player' in target) return t(`player.${target.player}`);
  for (const p of view.players) {
    for (const c of [...p.permanents, ...p.lands, ...p.hand, ...p.graveyard, ...p.exile, ...p.command]) if (c.object === target.object) return visibleNameInText(c, t, peek);
  }
  const onStack = view.stack.find((s) => s.object === target.object);
  if (onStack) return itemLabel(onStack, t, peek);
  // it left its zone: a new object, no longer the target (400.7)
  return t('board.targetGone');
}

export function itemLabel(item: StackItemView, t: Translate, peek = false): string {
  if (item.kind === 'spell' && item.card) return visibleNameInText(item.card, t, peek);
  const source = defNamed(item.sourceDef ?? undefined, t);
  if (item.chapter) return t('board.chapterAbility', { chapter: roman(item.chapter), source });
  return t(item.kind === 'triggered' ? 'board.triggeredAbility' : 'board.activatedAbility', { source });
}

/** An ability drawn as a card-sized tile: what kind it is and whose (the arrow's end on the stack). */
function AbilityTile({ item, label, t }: { item: StackItemView; label: string; t: Translate }) {
  const size = useCardSize();
  return (
    <div
      data-flip-key={item.object}
      data-flip-from={item.card?.key}
      className="flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border-2 border-dashed border-accent bg-surface p-1 text-center text-xs leading-[14px] [overflow-wrap:break-word]"
      // as wide as a card, or as its longest word ("Срабатывающая"): never a word split
      style={{ width: 'min-content', minWidth: size.w, minHeight: size.h * 0.72 }}
    >
      <span className="font-bold text-accent uppercase">{item.kind === 'triggered' ? t('board.trigger') : t('board.ability')}</span>
      <span className="font-semibold">{label}</span>
    </div>
  );
}

function StackItem({ item, view, t, peek, top, onZoom }: { item: StackItemView; view: BoardView; t: Translate; peek: boolean; top: boolean; onZoom: (c: CardView | null, pin?: boolean) => void }) {
  // on a phone, or with more than two items (a stack that would push the reader's side out of
  // view), every item is compact: an ability its text alone, a spell a short card
  const narrow = useNarrow() || view.stack.length > 2;
  const label = itemLabel(item, t, peek);
  const targets = item.targets.map((x) => targetLabel(x, view, t, peek));
  const source = item.kind === 'spell' ? null : item.card ? visibleName(item.card, t, peek) : null;
  const spell = item.kind === 'spell' && item.card;
  const tile = !spell && !narrow;
  return (
    <li
      // the text goes under the card or tile where its longest word would not fit beside it
      className={`flex max-w-full min-w-0 flex-wrap items-start gap-2 rounded-md border bg-bg p-1 ${top ? 'border-accent' : 'border-line'}`}
      data-stack-item={item.object}
      data-targets={item.targets.flatMap((x) => ('object' in x ? [x.object] : [`player:${x.player}`])).join(' ') || undefined}
      data-source={item.sourceObject ?? undefined}
    >
      {spell && item.card ? <CardFrame card={item.card} t={t} peek={peek} onZoom={onZoom} variant={narrow ? 'short' : 'card'} width={narrow ? STACK_SHORT : undefined} /> : tile ? <AbilityTile item={item} label={source ?? label} t={t} /> : null}
      <div
        className={`flex-1 basis-16 text-xs leading-4 [overflow-wrap:break-word] ${!spell && !tile ? 'rounded border-l-4 border-dashed border-accent pl-1.5' : ''}`}
        data-flip-key={!spell && !tile ? item.object : undefined}
        data-flip-from={!spell && !tile ? item.card?.key : undefined}
      >
        {/* compact, the top's mark begins the item's line rather than taking one of its own */}
        {top && !narrow ? <div className="font-bold text-accent uppercase">{t('board.top')}</div> : null}
        <div>
          {top && narrow ? <span className="mr-1.5 font-bold text-accent uppercase" data-stack-top>{t('board.top')}</span> : null}
          <span className="font-semibold">{label}</span>
          <span className="text-muted"> · {t(`player.${item.controller}`)}</span>
        </div>
        {targets.length ? (
          <div>
            <span aria-hidden="true">→ </span>
            {t('board.targets', { count: targets.length, targets: targets.join(', ') })}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** `peek`: face-down cards the view shows are named and drawn face up (the view decides what is hidden). */
export function StackZone({ view, t, peek = false, onZoom, className = '' }: { view: BoardView; t: Translate; peek?: boolean; onZoom: (c: CardView | null, pin?: boolean) => void; className?: string }) {
  const busy = view.stack.length > 0 || view.pending.length > 0;
  return (
    <section aria-label={cap(t('zone.stack'))} data-zone="stack" data-count={view.stack.length} className={`flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-1.5 ${className}`}>
      <p className="text-xs leading-4 font-semibold text-muted">
        {cap(t('zone.stack'))}
        {view.stack.length ? <span className="ml-1 font-mono">{view.stack.length}</span> : <span className="ml-1 font-normal">— {t('board.empty', agreeing({}, zoneNamed(t, 'stack')))}</span>}
      </p>
      {view.pending.length ? (
        <div className="flex flex-col gap-1 text-xs" data-pending>
          <span className="text-muted">{t('board.waiting')}</span>
          <ul className="flex flex-wrap gap-1">
            {view.pending.map((p) => {
              const source = defNamed(p.sourceDef ?? undefined, t);
              return (
                <li key={p.id} data-flip-key={`pending-${p.id}`} data-pending-item={p.id} data-source={p.sourceObject} className="rounded-md border-2 border-dashed border-accent bg-bg px-1.5 py-0.5 leading-4 [overflow-wrap:break-word]">
                  {p.chapter ? t('board.chapterAbility', { chapter: roman(p.chapter), source }) : t('board.triggeredAbility', { source })}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {busy ? (
        <ol className="flex flex-wrap gap-1 @2xl/table:flex-col @2xl/table:flex-nowrap">
          {view.stack.map((item, i) => (
            <StackItem key={item.object} item={item} view={view} t={t} peek={peek} top={i === 0 && view.stack.length > 1} onZoom={onZoom} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
