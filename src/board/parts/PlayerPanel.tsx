/**
 * One player's side of the table: a bar with life, library, mana pool, turn and priority markers
 * (text, not only colour) and the quiet zones (hand of an opponent, graveyard, exile) as one-line
 * chips; then the battlefield: permanents, the command zone, lands stacked into piles. The
 * reader's side is drawn bottom-up (battlefield, hand, bar), an opponent's top-down, as at a table.
 * Empty zones shrink to their name and count; nothing scrolls inside.
 */
import type { ReactNode } from 'react';
import { agreeing, playerNamed, zoneNamed } from '../../i18n/grammar.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { ManaSymbol } from '../cards/ManaSymbol.tsx';
import type { StackRoles } from '../model/stackRoles.ts';
import type { CardView, PlayerView } from '../model/viewModel.ts';
import { useNarrow } from '../layout/size.ts';
import { Zone } from './Zone.tsx';

export interface PlayerPanelProps {
  player: PlayerView;
  t: Translate;
  viewer: boolean;
  peek: boolean;
  /** what the stack points at (model/stackRoles.ts) */
  roles: StackRoles;
  onZoom: (card: CardView | null, pin?: boolean) => void;
  className?: string;
}

/** "graveyard" → "Graveyard": the engine's zone names are lower case, for use inside sentences. */
export const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const TAG = 'rounded px-1.5 text-xs leading-5';

/**
 * The player's line: name, life, then what holds this moment (the turn, priority, a choice, a loss),
 * then the library and the mana pool: on a phone the markers stay on the name's line (a panel a line
 * shorter leaves the table room to draw everything without scrolling).
 */
function Stats({ player, t, children }: { player: PlayerView; t: Translate; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs" data-player-stats={player.id}>
      <strong className="text-sm">{t(`player.${player.id}`)}</strong>
      {player.archenemy ? <span className={`${TAG} bg-fg font-semibold text-bg`}>{t('board.archenemy')}</span> : null}
      <span data-life={player.id} className="font-mono text-sm font-bold">
        <span aria-hidden="true" className="text-red-700 dark:text-red-300">♥ </span>
        <span className="sr-only">{t('board.life')} </span>
        {player.life}
      </span>
      {player.active ? <span className={`${TAG} border border-line`}>{t('board.activePlayer')}</span> : null}
      {player.priority ? <span className={`${TAG} bg-accent font-semibold text-on-accent`}>◆ {t('board.priority')}</span> : null}
      {player.deciding ? <span className={`${TAG} bg-accent font-semibold text-on-accent`}>◆ {t('board.deciding')}</span> : null}
      {player.lost ? <span className={`${TAG} bg-red-700 font-semibold text-white`}>{t('board.lost', agreeing({}, playerNamed(t, player.id)))}</span> : null}
      <span className="text-muted">{t('board.library', { count: player.libraryCount })}</span>
      {player.mana.length ? (
        <span className="inline-flex items-center gap-1" role="group" aria-label={t('board.manaPool')}>
          {player.mana.map((m) => (
            <span key={m.symbol} className="inline-flex items-center gap-px font-mono">
              <ManaSymbol symbol={m.symbol} t={t} size={14} />×{m.amount}
            </span>
          ))}
        </span>
      ) : null}
      {children}
    </div>
  );
}

export function PlayerPanel({ player, t, viewer, peek, roles, onZoom, className = '' }: PlayerPanelProps) {
  const narrow = useNarrow();
  const common = { t, peek, roles, onZoom };
  const who = t(`player.${player.id}`);
  const zone = (key: string, label: string, cards: CardView[], look: 'cards' | 'pile' | 'chips', showLabel: false | 'top' | 'side' = false, flow = false, variant: 'card' | 'short' = 'card') => (
    <Zone key={key} label={label} name={`${who}: ${label}`} cards={cards} look={look} flow={flow} showLabel={showLabel} variant={variant} testId={`${player.id}.${key}`} {...common} />
  );
  const quiet: [string, string, CardView[]][] = [
    ...(viewer ? [] : ([['hand', cap(t('zone.hand')), player.hand]] as [string, string, CardView[]][])),
    ['graveyard', cap(t('zone.graveyard')), player.graveyard],
    ['exile', cap(t('zone.exile')), player.exile],
  ];
  const empty = [...(viewer && !player.hand.length ? [`${cap(t('zone.hand'))} 0`] : []), ...quiet.filter(([, , cards]) => cards.length === 0).map(([, label]) => `${label} 0`)];
  const chips = quiet.filter(([, , cards]) => cards.length > 0).map(([key, label, cards]) => zone(key, label, cards, 'chips'));
  const hasField = player.permanents.length + player.lands.length + player.command.length > 0;
  const field = hasField ? (
    <div className={`flex flex-wrap items-end gap-y-1 pr-1.5 ${narrow ? 'gap-x-1' : 'gap-x-2'}`} data-battlefield={player.id}>
      {player.command.length ? zone('command', cap(t('zone.command')), player.command, 'pile', 'top') : null}
      {player.permanents.length ? zone('permanents', t('board.permanents'), player.permanents, 'cards', false, true) : null}
      {player.lands.length ? zone('lands', t('board.lands'), player.lands, 'pile', false, true) : null}
    </div>
  ) : (
    <p className="text-xs text-muted" data-battlefield={player.id}>
      {cap(t('zone.battlefield'))} — {t('board.empty', agreeing({}, zoneNamed(t, 'battlefield')))}
    </p>
  );
  // on a phone the reader's hand is a row of chips beside the life and library (the panel stays short enough to fit)
  const handInStats = viewer && narrow && player.hand.length > 0;
  const stats = (
    <Stats player={player} t={t}>
      {handInStats ? zone('hand', cap(t('zone.hand')), player.hand, 'chips') : null}
      {chips}
      {empty.length && !narrow ? <span className="text-xs text-muted">{empty.join(' · ')}</span> : null}
    </Stats>
  );
  return (
    <section
      aria-label={t('board.side', { player: playerNamed(t, player.id) })}
      data-player={player.id}
      className={`flex min-w-0 flex-col rounded-lg border px-2 ${narrow ? 'gap-1 py-1' : 'gap-1.5 py-1.5'} ${player.priority || player.deciding ? 'border-accent' : 'border-line'} ${className}`}
    >
      {viewer ? (
        <>
          {field}
          {player.hand.length && !handInStats ? zone('hand', cap(t('zone.hand')), player.hand, 'cards', 'side', false, 'short') : null}
          {stats}
        </>
      ) : (
        <>
          {stats}
          {field}
        </>
      )}
    </section>
  );
}
