// The editor's limits (issue 28, attack report of 2026-12-02): the same for links and imports,
// checked before any work, naming the limit and the value; what the editor opens it can write as
// an address that opens again; messages quote a few words; player ids never reach a catalogue key.
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Action, type GameSetup } from '../engine/index.ts';
import type { Translate } from '../i18n/narrate.ts';
import { playerLabel, withPlayerNames } from '../i18n/playerNames.ts';
import { parseExampleJson } from './example.ts';
import { LIMITS, quote, shapeProblem } from './limits.ts';
import { decodePosition, encodePosition, linkOfJson, linkProblem } from './share.ts';
import { POOL } from './testing/positions.ts';
import { passingLine } from '../engine/testing/passingLine.ts';

const two = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => ({ players: [{ id: 'p1', ...a }, { id: 'p2', ...b }] }) as GameSetup;
const forests = (n: number) => Array<string>(n).fill('forest');
const file = (setup: unknown, decisions: unknown) => JSON.stringify({ setup, decisions });

/** n legal decisions from two 500-card libraries: at each step the first pass (the attack's t4.ts). */
function longGame(n: number): { setup: GameSetup; decisions: Action[] } {
  return passingLine(two({ library: forests(500) }, { library: Array<string>(500).fill('island') }), POOL, n);
}

describe('one set of limits for links and imports', () => {
  it('D1: 16 players × 4 zones × 500 Forests (32,000 cards) is refused as over the card limit, at once', () => {
    const setup = { players: Array.from({ length: 16 }, (_, i) => ({ id: `p${i + 1}`, library: forests(500), hand: forests(500), graveyard: forests(500), exile: forests(500) })) };
    const link = encodePosition({ setup, decisions: [] });
    const text = file(setup, []);
    const t0 = performance.now();
    expect(decodePosition(link, POOL)).toEqual({ ok: false, reason: 'over-limit', limit: { limit: 'cards', value: 32_000, max: LIMITS.cards } });
    expect(parseExampleJson(text, POOL)).toEqual({ ok: false, reason: 'over-limit', limit: { limit: 'cards', value: 32_000, max: LIMITS.cards } });
    // it froze the tab for over a minute (startGame's quadratic numbering, three times per link)
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it('D1: 200,000 merged cards in a 22 KB link: refused before the engine sees it', () => {
    const setup = { players: Array.from({ length: 16 }, (_, i) => ({ id: `p${i + 1}`, battlefield: Array.from({ length: 25 }, () => ({ card: 'sturdy-bear', merged: Array<string>(499).fill('sturdy-bear') })) })) };
    const link = encodePosition({ setup, decisions: [] });
    const t0 = performance.now();
    const r = decodePosition(link, POOL);
    expect(r).toMatchObject({ ok: false, reason: 'over-limit', limit: { limit: 'cards' } });
    expect(performance.now() - t0).toBeLessThan(1500);
  }, 20_000);

  it('D5: 5,001 decisions are over the decision limit in a link and in a file alike (not "damaged")', () => {
    const decisions = Array.from({ length: 5001 }, () => ({ type: 'pass', player: 'p1' }));
    const limit = { limit: 'decisions', value: 5001, max: 5000 };
    expect(decodePosition(encodePosition({ setup: two(), decisions: decisions as Action[] }), POOL)).toEqual({ ok: false, reason: 'over-limit', limit });
    expect(parseExampleJson(file(two(), decisions), POOL)).toEqual({ ok: false, reason: 'over-limit', limit });
    expect(parseExampleJson(file(two(), Array.from({ length: 100_000 }, () => ({ type: 'pass', player: 'p1' }))), POOL)).toMatchObject({ ok: false, reason: 'over-limit', limit: { limit: 'decisions', value: 100_000 } });
  }, 20_000);

  it('D5: an example of 5,000 legal decisions opens, and the address the editor writes for it opens again', () => {
    const game = longGame(5000);
    expect(game.decisions).toHaveLength(5000);
    const r = parseExampleJson(file(game.setup, game.decisions), POOL);
    if (!r.ok) throw new Error(r.reason);
    const link = linkProblem(r.value);
    if (!link.ok) throw new Error(link.problem.limit);
    expect(decodePosition(link.code, POOL)).toMatchObject({ ok: true });
  }, 30_000);

  it('D5: a file whose position fits every count but not a link is refused at import (the address must open)', () => {
    // 4,000 cards with ids that don't repeat and don't compress: more than a link holds
    const noise = (i: number) => [1, 2, 3, 4, 5, 6, 7].map((k) => Math.sin(i * 7 + k).toString(36).slice(3, 16)).join('');
    const ids = Array.from({ length: 500 }, (_, i) => ({ card: 'forest', id: `${i}-${noise(i)}`.slice(0, 95) }));
    const zones = (k: number) => Object.fromEntries(['library', 'hand', 'graveyard', 'exile'].map((z, j) => [z, ids.map((c) => ({ ...c, id: `${k}${j}${c.id}` }))]));
    const r = parseExampleJson(file({ players: [{ id: 'p1', ...zones(1) }, { id: 'p2', ...zones(2) }] }, []), POOL);
    expect(r).toMatchObject({ ok: false, reason: 'over-limit', limit: { limit: expect.stringMatching(/^link(Chars|Bytes)$/) as unknown } });
  });

  it('D7: a 20 MB file is refused by its size before it is parsed; a 2 MB field name by the string limit', () => {
    const t0 = performance.now();
    const huge = JSON.stringify({ setup: { players: [{ id: 'p1', ['k'.repeat(20 * 1024 * 1024)]: 1 }, { id: 'p2' }] }, decisions: [] });
    expect(parseExampleJson(huge, POOL)).toEqual({ ok: false, reason: 'over-limit', limit: { limit: 'fileChars', value: huge.length, max: LIMITS.fileChars } });
    const big = JSON.stringify({ setup: { players: [{ id: 'p1', ['k'.repeat(2 * 1024 * 1024)]: 1 }, { id: 'p2' }] }, decisions: [] });
    expect(parseExampleJson(big, POOL)).toEqual({ ok: false, reason: 'over-limit', limit: { limit: 'stringLength', value: 2 * 1024 * 1024, max: LIMITS.stringLength } });
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('D7: a field name the engine refuses is quoted short in the path a message shows', () => {
    const r = parseExampleJson(file({ players: [{ id: 'p1', ['k'.repeat(900)]: 1 }, { id: 'p2' }] }, []), POOL);
    expect(r).toMatchObject({ ok: false, reason: 'invalid-position' });
    expect(!r.ok && r.path !== undefined && r.path.length).toBeLessThan(60);
  });

  it('D8: a decision with an extra field 2,000 deep is refused as too deeply nested (no stack overflow later)', () => {
    const deep = JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown;
    const text = file(two(), [{ type: 'pass', player: 'p1', junk: deep }]);
    expect(parseExampleJson(text, POOL)).toEqual({ ok: false, reason: 'over-limit', limit: { limit: 'depth', value: LIMITS.depth + 1, max: LIMITS.depth } });
    expect(decodePosition(linkOfJson(JSON.stringify([{ P: [{ i: 'p1' }, { i: 'p2' }] }, [{ y: 'p', p: 'p1', '*junk': deep }]])), POOL)).toMatchObject({ ok: false, reason: 'over-limit', limit: { limit: 'depth' } });
    expect(shapeProblem(JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`))).toMatchObject({ limit: 'depth' });
  });

  it('quote: a value from outside is cut to a few words', () => {
    expect(quote('k'.repeat(1000))).toHaveLength(25);
    expect(quote('forest')).toBe('forest');
  });
});

describe('D11: player names', () => {
  const read = (lang: string, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
  const translator = async (lang: string): Promise<Translate> => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { engine: read(lang, 'engine'), board: read(lang, 'board') } }, ns: ['engine', 'board'], keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
    const tr = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
    return (key, options) => tr(key, { ns: ['engine', 'board'], ...options });
  };
  const hostile = '"><b data-pwn=3>x</b>{{x}}$t(player.p2)';

  it.each([
    ['en', 'Player 1', 'Ben'],
    ['it', 'Giocatore 1', 'Bruno'],
    ['ru', 'Игрок 1', 'Борис'],
  ])('%s: an id from a link is named by its seat, never shown as a key, and $t( in it is never expanded', async (lang, seat1, ben) => {
    const t = await translator(lang);
    const players = [hostile, 'p2'];
    expect(playerLabel(t, hostile, players)).toBe(seat1);
    expect(playerLabel(t, 'p2', players)).toBe(ben);
    const named = withPlayerNames(t, players);
    expect(named(`player.${hostile}`)).toBe(seat1);
    // a sentence naming the player: the name, not the id, goes in
    expect(named('viewer.player', { player: named(`player.${hostile}`) })).not.toMatch(/player\.|\$t|pwn/);
    expect(withPlayerNames(t, ['x', 'y', 'z', 'w', 'v'])('player.v')).toBe(lang === 'en' ? 'Player 5' : lang === 'it' ? 'Giocatore 5' : 'Игрок 5');
  });
});
