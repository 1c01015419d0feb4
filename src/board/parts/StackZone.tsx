/**
 * The stack, top first: each item with its source (a spell is its own card; an ability shows
 * its source's name) and its targets, named in text and highlighted on the board.
 */
import type { Target } from '../../engine/index.ts';
import { roman, type Translate } from '../../i18n/narrate.ts';
import { CardFrame } from '../cards/CardFrame.tsx';
import { defName, visibleName } from '../cards/names.ts';
import type { BoardView, CardView, StackItemView } from '../model/viewModel.ts';

export function targetLabel(target: Target, view: BoardView, t: Translate): string {
  if ('player' in target) return t(`player.${target.player}`);
  for (const p of view.players) {
    for (const c of [...p.permanents, ...p.lands, ...p.hand, ...p.graveyard, ...p.exile, ...p.command]) if (c.object === target.object) return visibleName(c, t);
  }
  const onStack = view.stack.find((s) => s.object === target.object);
  if (onStack) return itemLabel(onStack, t);
  return t('name.unknown');
}

export function itemLabel(item: StackItemView, t: Translate): string {
  if (item.kind === 'spell' && item.card) return visibleName(item.card, t);
  const source = defName(item.sourceDef ?? undefined, item.card?.name ?? null, t);
  if (item.chapter) return t('board.chapterAbility', { chapter: roman(item.chapter), source });
  return t(item.kind === 'triggered' ? 'board.triggeredAbility' : 'board.activatedAbility', { source });
}

function StackItem({ item, view, t, top, onZoom }: { item: StackItemView; view: BoardView; t: Translate; top: boolean; onZoom: (c: CardView | null, pin?: boolean) => void }) {
  const label = itemLabel(item, t);
  const targets = item.targets.map((x) => targetLabel(x, view, t));
  return (
    <li className="flex shrink-0 items-center gap-1.5 rounded-md border border-line bg-bg p-1" data-stack-item={item.object}>
      {item.kind === 'spell' && item.card ? (
        <CardFrame card={item.card} t={t} onZoom={onZoom} compact />
      ) : (
        <div
          data-flip-key={item.object}
          data-flip-from={item.card?.key}
          className="flex h-[60px] w-[44px] shrink-0 items-center justify-center rounded-md border-2 border-dashed border-accent bg-surface p-0.5 text-center text-[8px] leading-tight font-semibold"
        >
          {item.kind === 'triggered' ? t('board.trigger') : t('board.ability')}
        </div>
      )}
      <div className="max-w-40 text-[11px] leading-tight">
        {top ? <div className="text-[10px] font-bold text-accent uppercase">{t('board.top')}</div> : null}
        <div className="font-semibold">{label}</div>
        <div className="text-muted">{t(`player.${item.controller}`)}</div>
        {targets.length ? (
          <div>
            <span aria-hidden="true">→ </span>
            {t('board.targets', { targets: targets.join(', ') })}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function StackZone({ view, t, onZoom }: { view: BoardView; t: Translate; onZoom: (c: CardView | null, pin?: boolean) => void }) {
  return (
    <section aria-label={t('zone.stack')} data-zone="stack" className="min-w-0 flex-1">
      <p className="text-[10px] leading-3 font-medium tracking-wide text-muted uppercase">
        {t('zone.stack')}
        {view.stack.length ? <span className="ml-1 font-mono normal-case">{view.stack.length}</span> : <span className="ml-1 normal-case">— {t('board.empty')}</span>}
      </p>
      {view.pending.length ? (
        <div className="flex flex-wrap items-center gap-1 text-[11px]" data-pending>
          <span className="text-muted">{t('board.waiting')}</span>
          {view.pending.map((p) => {
            const source = defName(p.sourceDef ?? undefined, null, t);
            return (
              <span key={p.id} data-flip-key={`pending-${p.id}`} className="rounded-md border border-dashed border-accent px-1.5 py-0.5">
                {p.chapter ? t('board.chapterAbility', { chapter: roman(p.chapter), source }) : t('board.triggeredAbility', { source })}
              </span>
            );
          })}
        </div>
      ) : null}
      <ol className="flex min-h-[70px] items-center gap-1 overflow-x-auto py-1">
        {view.stack.map((item, i) => (
          <StackItem key={item.object} item={item} view={view} t={t} top={i === 0 && view.stack.length > 1} onZoom={onZoom} />
        ))}
      </ol>
    </section>
  );
}

/** The objects the stack's items target: highlighted where they are drawn. */
export function stackTargets(view: BoardView): Set<string> {
  const out = new Set<string>();
  for (const item of view.stack) for (const x of item.targets) if ('object' in x) out.add(x.object);
  return out;
}
