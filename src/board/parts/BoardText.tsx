/** The board as text: every zone of every player and its contents, the stack, the turn. */
import { agreeing, zoneNamed } from '../../i18n/grammar.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { describeCard } from '../cards/names.ts';
import type { BoardView, CardView } from '../model/viewModel.ts';
import { cap } from './PlayerPanel.tsx';
import { itemLabel, targetLabel } from './StackZone.tsx';

/** Cards a zone lists by name; past them, how many more (a zone of 500 is a line, not a page). */
const LISTED = 30;

/** A zone's cards, or that it is empty (the word agrees with the zone: IT «vuoto»/«vuota»). */
function list(cards: CardView[], t: Translate, peek: boolean, zone: string): string {
  if (!cards.length) return t('board.empty', agreeing({}, zoneNamed(t, zone)));
  const named = cards.slice(0, LISTED).map((c) => describeCard(c, t, peek));
  return (cards.length > LISTED ? [...named, t('paging.more', { n: cards.length - LISTED })] : named).join('; ');
}

export function BoardText({ view, t, peek }: { view: BoardView; t: Translate; peek: boolean }) {
  return (
    <details className="text-xs" data-board-text>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted">{t('board.asText')}</summary>
      <BoardTextBody view={view} t={t} peek={peek} />
    </details>
  );
}

/** The position itself, also shown without JavaScript (NoScriptBoard); a zone's name starts its line, capitalised like a heading. */
export function BoardTextBody({ view, t, peek }: { view: BoardView; t: Translate; peek: boolean }) {
  return (
    <div className="space-y-2 pb-2">
      <p>
        {t('board.turn', { turn: view.turn })} · {t(`step.${view.step}`)}
        {view.over ? ` · ${t('board.over')}` : ''}
      </p>
      {view.players.map((p) => (
        <dl key={p.id} data-text-player={p.id} className="grid grid-cols-[auto_1fr] gap-x-2">
          <dt className="font-semibold">{t(`player.${p.id}`)}</dt>
          <dd>
            {t('board.life')} {p.life}
            {p.priority ? ` · ${t('board.priority')}` : ''}
            {p.deciding ? ` · ${t('board.deciding')}` : ''}
            {p.mana.length ? ` · ${t('board.manaPool')}: ${p.mana.map((m) => `${m.amount}×{${m.symbol}}`).join(' ')}` : ''}
          </dd>
          <dt>{cap(t('zone.library'))}</dt>
          <dd data-text-zone={`${p.id}.library`}>
            {t('board.cardCount', { count: p.libraryCount })}
            {p.library.some((c) => !c.hidden) ? ` (${list(p.library, t, peek, 'library')})` : ''}
          </dd>
          <dt>{cap(t('zone.hand'))}</dt>
          <dd data-text-zone={`${p.id}.hand`}>{list(p.hand, t, peek, 'hand')}</dd>
          <dt>{cap(t('zone.battlefield'))}</dt>
          <dd data-text-zone={`${p.id}.battlefield`}>{list([...p.permanents, ...p.lands], t, peek, 'battlefield')}</dd>
          <dt>{cap(t('zone.graveyard'))}</dt>
          <dd data-text-zone={`${p.id}.graveyard`}>{list(p.graveyard, t, peek, 'graveyard')}</dd>
          <dt>{cap(t('zone.exile'))}</dt>
          <dd data-text-zone={`${p.id}.exile`}>{list(p.exile, t, peek, 'exile')}</dd>
          {p.command.length ? (
            <>
              <dt>{cap(t('zone.command'))}</dt>
              <dd data-text-zone={`${p.id}.command`}>{list(p.command, t, peek, 'command')}</dd>
            </>
          ) : null}
        </dl>
      ))}
      <p data-text-zone="stack">
        {cap(t('zone.stack'))}:{' '}
        {view.stack.length
          ? view.stack.map((s) => `${itemLabel(s, t, peek)}${s.targets.length ? ` → ${s.targets.map((x) => targetLabel(x, view, t, peek)).join(', ')}` : ''}`).join('; ')
          : t('board.empty', agreeing({}, zoneNamed(t, 'stack')))}
      </p>
    </div>
  );
}
