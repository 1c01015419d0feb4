/**
 * One player's side: life, mana pool, library and hand counts, priority and turn markers (text,
 * not only colour), then their zones: battlefield (lands apart), hand, graveyard, exile, command
 * zone. Empty zones shrink to their name and count. The reader's side is drawn bottom-up.
 */
import type { Translate } from '../../i18n/narrate.ts';
import { ManaSymbol } from '../cards/ManaSymbol.tsx';
import type { CardView, PlayerView } from '../model/viewModel.ts';
import { Zone } from './Zone.tsx';

export interface PlayerPanelProps {
  player: PlayerView;
  t: Translate;
  viewer: boolean;
  peek: boolean;
  marked: ReadonlySet<string>;
  onZoom: (card: CardView | null, pin?: boolean) => void;
}

const TAG = 'rounded px-1 text-[10px] leading-4';

function Stats({ player, t, empty }: { player: PlayerView; t: Translate; empty: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs" data-player-stats={player.id}>
      <strong className="text-sm">{t(`player.${player.id}`)}</strong>
      {player.archenemy ? <span className={`${TAG} bg-fg text-bg`}>{t('board.archenemy')}</span> : null}
      <span data-life={player.id} className="font-mono font-semibold">
        <span aria-hidden="true">♥ </span>
        <span className="sr-only">{t('board.life')} </span>
        {player.life}
      </span>
      <span className="text-muted">{t('board.library', { count: player.libraryCount })}</span>
      {player.mana.length ? (
        <span className="inline-flex items-center gap-0.5" role="group" aria-label={t('board.manaPool')}>
          {player.mana.map((m) => (
            <span key={m.symbol} className="inline-flex items-center font-mono">
              <ManaSymbol symbol={m.symbol} t={t} size={12} />×{m.amount}
            </span>
          ))}
        </span>
      ) : null}
      {player.active ? <span className={`${TAG} border border-line`}>{t('board.activePlayer')}</span> : null}
      {player.priority ? <span className={`${TAG} bg-accent font-semibold text-on-accent`}>◆ {t('board.priority')}</span> : null}
      {player.deciding ? <span className={`${TAG} bg-accent font-semibold text-on-accent`}>◆ {t('board.deciding')}</span> : null}
      {player.lost ? <span className={`${TAG} bg-red-700 font-semibold text-white`}>{t('board.lost')}</span> : null}
      {empty.length ? <span className="text-[10px] text-muted">{empty.join(' · ')}</span> : null}
    </div>
  );
}

export function PlayerPanel({ player, t, viewer, peek, marked, onZoom }: PlayerPanelProps) {
  const common = { t, peek, marked, onZoom };
  const zones: { key: string; label: string; cards: CardView[]; compact: boolean; overlap: boolean }[] = [
    { key: 'permanents', label: t('board.permanents'), cards: player.permanents, compact: false, overlap: false },
    { key: 'lands', label: t('board.lands'), cards: player.lands, compact: true, overlap: false },
    { key: 'hand', label: t('zone.hand'), cards: player.hand, compact: !viewer, overlap: !viewer },
    { key: 'graveyard', label: t('zone.graveyard'), cards: player.graveyard, compact: true, overlap: true },
    { key: 'exile', label: t('zone.exile'), cards: player.exile, compact: true, overlap: true },
    { key: 'command', label: t('zone.command'), cards: player.command, compact: true, overlap: false },
  ];
  const shown = zones.filter((z) => z.cards.length > 0);
  const empty = zones.filter((z) => z.cards.length === 0 && z.key !== 'command').map((z) => `${z.label} 0`);
  const field = shown.filter((z) => z.key === 'permanents' || z.key === 'lands');
  const side = shown.filter((z) => z.key !== 'permanents' && z.key !== 'lands');
  const row = (list: typeof zones) =>
    list.length ? (
      <div className="flex flex-wrap items-end gap-x-3">
        {list.map((z) => (
          <Zone key={z.key} label={z.label} name={`${t(`player.${player.id}`)}: ${z.label}`} cards={z.cards} compact={z.compact} overlap={z.overlap} testId={`${player.id}.${z.key}`} {...common} />
        ))}
      </div>
    ) : null;
  const stats = <Stats player={player} t={t} empty={empty} />;
  return (
    <section
      aria-label={t('board.side', { player: t(`player.${player.id}`) })}
      data-player={player.id}
      className={`flex flex-col gap-1 rounded-lg border px-2 py-1 ${player.priority || player.deciding ? 'border-accent' : 'border-line'}`}
    >
      {viewer ? (
        <>
          {row(field)}
          {row(side)}
          {stats}
        </>
      ) : (
        <>
          {stats}
          {row(side)}
          {row(field)}
        </>
      )}
    </section>
  );
}
