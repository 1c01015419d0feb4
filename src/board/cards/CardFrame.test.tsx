// The board's drawing of special objects: merged, face-down (with peek), Class, Saga, scheme, token.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startGame, viewFor, type GameSetup } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { boardView, type CardView } from '../model/viewModel.ts';
import { piles } from '../parts/Zone.tsx';
import { CardFrame, ptChange } from './CardFrame.tsx';

afterEach(cleanup);

/** A translate stub: card names from the English default, other keys shown as themselves. */
const t: Translate = (key, options) => {
  if (options && 'defaultValue' in options && /^card\..*\.name$/.test(key)) return String(options.defaultValue);
  const vars = options ? Object.entries(options).filter(([k]) => k !== 'defaultValue').map(([k, v]) => `${k}=${String(v)}`) : [];
  return vars.length ? `${key}(${vars.join(',')})` : key;
};

function cards(setup: GameSetup, viewer = 'p1'): CardView[] {
  const v = boardView(viewFor(startGame(setup, CATALOG).state, viewer), viewer);
  return v.players.flatMap((p) => [...p.permanents, ...p.lands, ...p.command, ...p.hand]);
}

const setup: GameSetup = {
  players: [
    {
      id: 'p1',
      archenemy: true,
      schemes: ['tightening-siege', 'call-for-tribute'],
      battlefield: [
        { card: 'vulpikeet', merged: ['sturdy-bear', { card: 'vulpikeet', id: 'vulpikeet-under' }] },
        { card: 'hooded-informant', faceDown: true },
        { card: 'orchard-keeper-class', level: 2 },
        { card: 'lorekeepers-tale', counters: { lore: 2 } },
        { card: 'food', token: true },
      ],
    },
    { id: 'p2', battlefield: [{ card: 'masked-courier', faceDown: true, id: 'their-courier' }] },
  ],
  turn: { active: 'p1', step: 'upkeep' },
};
const all = cards(setup);
const find = (pred: (c: CardView) => boolean) => {
  const c = all.find(pred);
  if (!c) throw new Error('card not found');
  return c;
};

/** The button's accessible name from its content (what is aria-hidden left out). */
function accName(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const h of copy.querySelectorAll('[aria-hidden="true"]')) h.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
/** The text a sighted reader sees on the button (visually hidden and aria-hidden parts left out). */
function visibleText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const h of copy.querySelectorAll('[aria-hidden="true"], .sr-only')) h.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('CardFrame', () => {
  it('draws a merged permanent as one stack: every component named, the top one in front', () => {
    const merged = find((c) => c.cards.length === 3);
    const { container } = render(<CardFrame card={merged} t={t} />);
    const button = screen.getByRole('button');
    expect(accName(button)).toMatch(/^Vulpikeet/);
    expect(accName(button)).toMatch(/frame\.merged\(count=3,names=Vulpikeet, Sturdy Bear, Vulpikeet\)/);
    // the two cards underneath peek out behind the front card; a badge counts the pile
    const under = container.querySelectorAll('[data-object] > [aria-hidden="true"]:not([data-badges])');
    expect(under).toHaveLength(2);
    expect(container.querySelector('[data-badge="merged"]')?.textContent).toBe('frame.mergedShort(count=3)');
    expect(within(button).getByText('Vulpikeet')).toBeTruthy();
  });

  it('draws a face-down card as a card back; its controller may peek', () => {
    const mine = find((c) => c.faceDown && c.controller === 'p1');
    render(<CardFrame card={mine} t={t} />);
    expect(accName(screen.getByRole('button'))).toMatch(/^frame\.faceDownShort/);
    expect(screen.queryByText('Hooded Informant')).toBeNull();
    expect(screen.getByText('frame.faceDownShort')).toBeTruthy();
    cleanup();
    render(<CardFrame card={mine} t={t} peek />);
    expect(screen.getByText('Hooded Informant')).toBeTruthy();
    expect(screen.getByText('frame.peeking')).toBeTruthy();
  });

  it("shows nothing of the opponent's face-down card, even when peeking", () => {
    const theirs = find((c) => c.faceDown && c.controller === 'p2');
    render(<CardFrame card={theirs} t={t} peek />);
    expect(screen.getByText('frame.faceDownShort')).toBeTruthy();
    expect(screen.queryByText('Masked Courier')).toBeNull();
    expect(accName(screen.getByRole('button'))).not.toContain('Masked Courier');
  });

  it('draws a Class with its level bands, the active ones lit, and says its level', () => {
    const { container } = render(<CardFrame card={find((c) => c.classLevel !== null)} t={t} />);
    const bands = [...container.querySelectorAll('[data-band]')];
    expect(bands.map((b) => [b.textContent, b.getAttribute('data-band')])).toEqual([['1', 'active'], ['2', 'active'], ['3', 'inactive']]);
    expect(accName(screen.getByRole('button'))).toContain('frame.level(level=2)');
  });

  it('draws a Saga with its chapters, those reached lit, and its lore counters as a badge', () => {
    const { container } = render(<CardFrame card={find((c) => c.saga !== null)} t={t} />);
    const chapters = [...container.querySelectorAll('[data-chapter]')];
    expect(chapters.map((c) => [c.textContent, c.getAttribute('data-chapter')])).toEqual([['I', 'reached'], ['II', 'reached'], ['III', 'ahead']]);
    expect(container.querySelector('[data-counter="lore"]')?.textContent).toContain('frame.loreShort(count=2)');
  });

  it('names each button by its visible text first, then what is drawn but not written (WCAG 2.5.3)', () => {
    for (const card of all) {
      for (const peek of [false, true]) {
        const { container } = render(<CardFrame card={card} t={t} peek={peek} />);
        const button = container.querySelector('button') as HTMLButtonElement;
        expect(button.hasAttribute('aria-label')).toBe(false);
        const visible = visibleText(button);
        expect(visible.length).toBeGreaterThan(0);
        expect(accName(button).startsWith(visible)).toBe(true);
        cleanup();
      }
    }
  });

  it('marks a changed power/toughness and says the printed one', () => {
    const bear = cards({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', counters: { '+1/+1': 1 } }, { card: 'sturdy-bear', id: 'plain' }] }, { id: 'p2' }] });
    const [grown, plain] = bear as [CardView, CardView];
    expect(ptChange(grown)).toBe('up');
    expect(ptChange(plain)).toBeNull();
    const { container } = render(<CardFrame card={grown} t={t} />);
    expect(container.querySelector('[data-pt]')?.getAttribute('data-pt')).toBe('up');
    expect(accName(screen.getByRole('button'))).toContain('frame.printed(power=2,toughness=2)');
  });

  it('marks a creature that came under its controller\'s control this turn as summoning sick', () => {
    const [sick, settled] = cards({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', sick: true }, { card: 'sturdy-bear', id: 'old' }] }, { id: 'p2' }] }) as [CardView, CardView];
    expect([sick.sick, settled.sick]).toEqual([true, false]);
    const { container } = render(<CardFrame card={sick} t={t} />);
    expect(container.querySelector('[data-badge="sick"]')?.textContent).toBe('frame.sickShort');
    expect(accName(screen.getByRole('button'))).toContain('frame.sick');
  });

  it('stacks identical lands into one pile with a count, its tapped ones counted on it; a target stays apart', () => {
    const lands = cards({ players: [{ id: 'p1', battlefield: [{ card: 'forest' }, { card: 'forest', tapped: true }, { card: 'swamp' }, { card: 'forest' }, { card: 'forest', id: 'aimed' }, { card: 'swamp', tapped: true }] }, { id: 'p2' }] });
    const aimed = lands.find((c) => c.key === 'aimed')?.object;
    expect(aimed).toBeDefined();
    const groups = piles(lands, new Map([[aimed ?? '', ['target' as const]]]));
    expect(groups.map((g) => [g.card.defs[0], g.objects.length, g.tapped, g.card.tapped])).toEqual([
      ['forest', 3, 1, false],
      ['swamp', 2, 1, false],
      ['forest', 1, 0, false],
    ]);
    const { container } = render(<CardFrame card={groups[0]?.card as CardView} count={3} pile={groups[0]?.objects} tappedCount={1} variant="land" t={t} />);
    expect(container.querySelector('[data-badge="pile"]')?.textContent).toBe('×3');
    expect(container.querySelector('[data-pile]')?.getAttribute('data-pile')?.split(' ')).toHaveLength(3);
    // upright (two of three untapped), the tapped one counted beside {T}
    expect(container.querySelector('[data-tapped]')?.getAttribute('data-tapped')).toBe('1');
    expect(container.querySelector('[data-tapped-mark]')?.textContent).toContain('1');
    expect(accName(screen.getByRole('button'))).toContain('frame.pile(count=3), frame.pileTapped(count=1)');
    expect(accName(screen.getByRole('button'))).not.toContain('frame.tapped');
  });

  it('names what the stack points at in badges over none of its text, and in its name; a target is ringed', () => {
    const [bear] = cards({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear' }] }, { id: 'p2' }] });
    if (!bear) throw new Error('no bear');
    const { container } = render(<CardFrame card={bear} t={t} roles={['target', 'source']} />);
    const row = container.querySelector('[data-badges]');
    expect([...(row?.querySelectorAll('[data-badge]') ?? [])].map((b) => [b.getAttribute('data-badge'), b.textContent])).toEqual([
      ['target', 'board.target'],
      ['source', 'board.source'],
    ]);
    expect(container.querySelector('[data-object]')?.getAttribute('data-marked')).toBe('target source');
    const button = screen.getByRole('button');
    expect(button.className).toContain('ring-accent');
    expect(accName(button)).toContain('frame.target, frame.source');
    cleanup();
    // a source alone: named, not ringed
    render(<CardFrame card={bear} t={t} roles={['source']} />);
    expect(screen.getByRole('button').className).not.toContain('ring-accent');
    cleanup();
    // on a phone a source's word would not fit beside its power/toughness: its line's dot marks
    // it, its accessible name still says it; a target keeps its word
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const { container: phone } = render(<CardFrame card={bear} t={t} roles={['target', 'source']} />);
      expect([...phone.querySelectorAll('[data-badge]')].map((b) => b.getAttribute('data-badge'))).toEqual(['target']);
      expect(accName(screen.getByRole('button'))).toContain('frame.target, frame.source');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('draws a pile whose cards are all tapped as tapped', () => {
    const lands = cards({ players: [{ id: 'p1', battlefield: [{ card: 'forest', tapped: true }, { card: 'forest', tapped: true }] }, { id: 'p2' }] });
    const [pile] = piles(lands);
    expect([pile?.objects.length, pile?.tapped, pile?.card.tapped]).toEqual([2, 2, true]);
  });

  it('marks a token with its own frame and label', () => {
    const { container } = render(<CardFrame card={find((c) => c.token)} t={t} />);
    expect(screen.getByText('frame.tokenShort')).toBeTruthy();
    expect(container.querySelector('[data-token="true"]')).toBeTruthy();
  });

  it('draws the scheme deck face down; a scheme set in motion is marked, an ongoing one as ongoing', () => {
    const deck = all.filter((c) => c.scheme);
    expect(deck).toHaveLength(2);
    render(<CardFrame card={deck[0] as CardView} t={t} />);
    expect(screen.getByText('frame.schemeBack')).toBeTruthy();
    cleanup();
    // the archenemy's precombat main phase begins: the top scheme is set in motion (904.9)
    const inMotion = cards({ ...setup, turn: { active: 'p1', step: 'main1', beginStep: true } }).filter((c) => c.scheme);
    const faceUp = inMotion.find((c) => c.scheme?.faceUp);
    expect(faceUp?.scheme).toEqual({ faceUp: true, ongoing: true });
    render(<CardFrame card={faceUp as CardView} t={t} />);
    expect(screen.getByText('frame.ongoingShort')).toBeTruthy();
    expect(screen.getByText('Tightening Siege')).toBeTruthy();
  });

  it('lays a tapped card on its side, its text upright and {T} on it', () => {
    const [tapped, untapped] = cards({ players: [{ id: 'p1', battlefield: [{ card: 'sturdy-bear', tapped: true }, { card: 'sturdy-bear', id: 'up' }] }, { id: 'p2' }] }) as [CardView, CardView];
    const { container } = render(<CardFrame card={tapped} t={t} />);
    const button = screen.getByRole('button');
    const frame = container.querySelector<HTMLElement>('[data-object]');
    // landscape: as wide as an upright card is tall, and nothing rotated
    expect(parseFloat(frame?.style.minWidth ?? '')).toBeGreaterThan(parseFloat(button.style.minHeight));
    expect(button.style.transform).toBe('');
    expect(container.querySelector('[data-tapped="true"] [data-tapped-mark]')).toBeTruthy();
    expect(accName(button)).toContain('frame.tapped');
    cleanup();
    const { container: other } = render(<CardFrame card={untapped} t={t} />);
    expect(parseFloat(other.querySelector<HTMLElement>('[data-object]')?.style.minWidth ?? '')).toBeLessThan(parseFloat(screen.getByRole('button').style.minHeight));
  });
});
