// The link form of a position (issue 15): any valid position and decision list round-trips; any
// other string gives a reason, never an exception.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExample, type Action, type Example } from '../engine/index.ts';
import { checkPosition } from './check.ts';
import { decodePosition, encodePosition, linkOfJson, pack, SHARE_VERSION, unpack } from './share.ts';
import linksV1 from './testing/links-v1.json';
import { arbitraryPicks, arbitrarySetup, playRandom, POOL } from './testing/positions.ts';
import type { SharedPosition } from './types.ts';

const examples = Object.values(import.meta.glob<Example>('../../content/mechanics/*/examples/*.json', { eager: true, import: 'default' }));

/** A random valid position with random legal decisions played from it. */
const arbitraryPosition: fc.Arbitrary<SharedPosition> = fc
  .tuple(arbitrarySetup, arbitraryPicks)
  .map(([setup, picks]) => {
    const checked = checkPosition(setup, POOL);
    if (!checked.ok) throw new Error(`the generator made a position the engine refuses: ${JSON.stringify(checked.problem)} in ${JSON.stringify(setup)}`);
    return { setup, decisions: playRandom(checked.state, picks).decisions };
  });

const valid = (() => {
  const ex = examples.find((e) => e.id === 'mutate-pile-of-three') as Example;
  const r = runExample(ex, POOL);
  if (!r.ok) throw new Error('mutate-pile-of-three does not play');
  return { setup: ex.setup, decisions: r.steps.slice(1).map((s) => s.decision as Action) };
})();
const link = encodePosition(valid);

describe('encodePosition / decodePosition', () => {
  it('the string is versioned and URL-safe', () => {
    expect(link).toMatch(new RegExp(`^${SHARE_VERSION}\\.[A-Za-z0-9_-]+$`));
    expect(encodeURIComponent(link)).toBe(link);
  });

  it('every worked example, with the decisions it plays, round-trips', () => {
    for (const ex of examples) {
      const r = runExample(ex, POOL);
      expect(r.ok, ex.id).toBe(true);
      if (!r.ok) continue;
      const p = { setup: ex.setup, decisions: r.steps.slice(1).map((s) => s.decision as Action) };
      expect(decodePosition(encodePosition(p), POOL), ex.id).toEqual({ ok: true, value: p });
    }
  });

  it('any valid position from the card pool and any legal decision list round-trip (property)', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(arbitraryPosition, (p) => {
        const s = encodePosition(p);
        expect(s).toMatch(/^2\.[A-Za-z0-9_-]*$/);
        expect(decodePosition(s, POOL)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 150 },
    );
  });

  it('strings that are card ids, field names or escapes round-trip too', () => {
    const setup = { players: [{ id: 'p1', hand: [{ card: 'forest', id: '*x' }, { card: 'forest', id: '#0' }, { card: 'forest', id: 'type' }, { card: 'forest', id: 'ünïcødé-✓' }] }, { id: 'p2' }] };
    const p = { setup, decisions: [{ type: 'pass', player: 'p1' } as Action] };
    expect(decodePosition(encodePosition(p), POOL)).toEqual({ ok: true, value: p });
  });
});

describe('links of version 1 (issue 15: the project’s own LZ77, before raw DEFLATE)', () => {
  it('the editor writes version 2', () => {
    expect(SHARE_VERSION).toBe(2);
    expect(link.startsWith('2.')).toBe(true);
  });

  // written by the version-1 encoder from every worked example (whole and halfway), positions
  // with unusual ids and random positions with their decisions, before it was replaced
  it.each(linksV1.links.map((l) => [l.name, l] as const))('%s: opens to the same position and decisions', (_name, saved) => {
    expect(saved.link.startsWith('1.')).toBe(true);
    expect(decodePosition(saved.link, POOL)).toEqual({ ok: true, value: { setup: saved.setup, decisions: saved.decisions } });
  });

  it('each one, written again, is a version-2 link of the same position, and no longer', () => {
    for (const saved of linksV1.links) {
      const again = encodePosition({ setup: saved.setup as SharedPosition['setup'], decisions: saved.decisions as Action[] });
      expect(again.startsWith('2.'), saved.name).toBe(true);
      expect(decodePosition(again, POOL), saved.name).toEqual({ ok: true, value: { setup: saved.setup, decisions: saved.decisions } });
      expect(again.length, saved.name).toBeLessThanOrEqual(saved.link.length);
    }
  });
});

describe('the compression', () => {
  it('gives back any bytes (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.array(fc.constantFrom(...'{"y":"a","p":"p1"},'), { maxLength: 3000 }).map((c) => new TextEncoder().encode(c.join('')))), (bytes) => {
        expect(unpack(pack(bytes))).toEqual(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('makes the links of the worked examples short', () => {
    const lengths = examples.map((ex) => {
      const r = runExample(ex, POOL);
      return r.ok ? encodePosition({ setup: ex.setup, decisions: r.steps.slice(1).map((s) => s.decision as Action) }).length : Infinity;
    });
    // the compact JSON alone gives 380 to 820 characters; compressed, every one is under 500
    expect(Math.max(...lengths)).toBeLessThan(500);
  });
});

describe('decodePosition never throws', () => {
  const check = (s: string) => {
    let r: ReturnType<typeof decodePosition> | undefined;
    expect(() => (r = decodePosition(s, POOL))).not.toThrow();
    return r as ReturnType<typeof decodePosition>;
  };

  it('on any string: ok false (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      expect(check(s).ok).toBe(false);
    }), { numRuns: 500 });
  });

  it('on any base64url after the version: ok false (property)', () => {
    fc.assert(fc.property(fc.constantFrom('1', '2'), fc.stringMatching(/^[A-Za-z0-9_-]{0,200}$/), (v, s) => {
      expect(check(`${v}.${s}`).ok).toBe(false);
    }), { numRuns: 500 });
  });

  it('on any JSON in the right envelope: the engine answers, never a crash (property)', () => {
    const wrap = (v: unknown) => linkOfJson(JSON.stringify(v));
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        for (const s of [wrap(a), wrap([a, b]), wrap([a, [b]]), wrap([{ P: [a, b] }, []])]) expect(check(s).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('on every truncation of a valid link, of either version: malformed', () => {
    for (const l of [link, linksV1.links[0]?.link ?? '']) {
      for (let n = 0; n < l.length; n++) expect(check(l.slice(0, n)), `first ${n} characters of ${l.slice(0, 12)}…`).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('on tampered links: a reason, or a position the engine accepts (property)', () => {
    fc.assert(
      fc.property(fc.nat(link.length - 1), fc.constantFrom(...'ABCZabcz0189-_'), (i, c) => {
        const r = check(link.slice(0, i) + c + link.slice(i + 1));
        if (r.ok) expect(checkPosition(r.value.setup, POOL).ok).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['another version', `3${link.slice(1)}`, 'unknown-version'],
    ['a version written with a leading zero', `02${link.slice(1)}`, 'unknown-version'],
    ['version 0', `0${link.slice(1)}`, 'unknown-version'],
    ['no version', link.slice(2), 'malformed'],
    ['a character outside base64url', `${link.slice(0, 5)}+${link.slice(6)}`, 'malformed'],
    ['padding', `${link}=`, 'malformed'],
    ['spaces', ` ${link}`, 'malformed'],
    ['an empty string', '', 'malformed'],
    ['a deeply nested value that is not an envelope', linkOfJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 'malformed'],
    ['an unknown short field name', linkOfJson(JSON.stringify([{ P: [{ i: 'p1' }, { i: 'p2', '?': 1 }] }, []])), 'malformed'],
    ['an unknown short action type', linkOfJson(JSON.stringify([{ P: [{ i: 'p1' }, { i: 'p2' }] }, [{ y: '?', p: 'p1' }]])), 'malformed'],
    ['a string-table reference out of range', linkOfJson(JSON.stringify([{ P: [{ i: '#3' }, { i: 'p2' }] }, [], ['p1']])), 'malformed'],
    ['a valid compact JSON that is not an envelope', linkOfJson('{"P": []}'), 'malformed'],
    ['invalid UTF-8', `2.${Buffer.from(pack(Uint8Array.from([0x5b, 0xff, 0xfe, 0x5d]))).toString('base64url')}`, 'malformed'],
    ['invalid UTF-8 (version 1)', `1.${Buffer.from([0x03, 0x5b, 0xff, 0xfe, 0x5d]).toString('base64url')}`, 'malformed'],
    ['bytes that are not DEFLATE', `2.${Buffer.from([0xff, 0xff, 0xff, 0xff]).toString('base64url')}`, 'malformed'],
    ['version 1: a back-reference before the start', `1.${Buffer.from([0x80, 0x05]).toString('base64url')}`, 'malformed'],
    ['version 1: a literal run past the end', `1.${Buffer.from([0x10, 0x5b]).toString('base64url')}`, 'malformed'],
  ])('%s', (_name, s, reason) => {
    expect(check(s)).toEqual({ ok: false, reason });
  });

  it.each([
    ['a huge string', `1.${'A'.repeat(300_000)}`, { limit: 'linkChars', value: 300_002, max: 200_000 }],
    ['a deeply nested value', linkOfJson(`[{"P": []}, ${'['.repeat(100_000)}${']'.repeat(100_000)}]`), { limit: 'depth', value: 33, max: 32 }],
    // it unpacks past what the editor opens (the 73 KB link of 100,000 decisions the editor once wrote, D5)
    ['a decompression bomb (version 1)', `1.${Buffer.from([0x00, 0x5b, ...Array.from({ length: 20_000 }, () => [0xff, 0x01]).flat()]).toString('base64url')}`, { limit: 'linkBytes', value: 1_048_581, max: 1_048_576 }],
  ])('%s: over-limit, naming the limit', (_name, s, limit) => {
    expect(check(s)).toEqual({ ok: false, reason: 'over-limit', limit });
  });

  it('a decompression bomb (version 2: 64 MB of one byte in 64 KB): over-limit, stopped at the limit', () => {
    const bomb = `2.${Buffer.from(pack(new Uint8Array(64 << 20).fill(0x5b))).toString('base64url')}`;
    expect(bomb.length).toBeLessThan(200_000);
    const r = check(bomb);
    expect(r).toMatchObject({ ok: false, reason: 'over-limit', limit: { limit: 'linkBytes', max: 1_048_576 } });
    // counted a step at a time: never the whole 64 MB
    expect(!r.ok && r.reason === 'over-limit' ? r.limit?.value : undefined).toBeLessThan(4 << 20);
  });

  it('a position the engine refuses: invalid-position', () => {
    const bad = { setup: { players: [{ id: 'p1', battlefield: [{ card: 'forest', faceDown: true }] }, { id: 'p2' }] }, decisions: [] };
    expect(check(encodePosition(bad))).toEqual({ ok: false, reason: 'invalid-position' });
    expect(check(encodePosition({ setup: { players: [{ id: 'p1', hand: ['no-such-card'] }, { id: 'p2' }] }, decisions: [] }))).toEqual({ ok: false, reason: 'invalid-position' });
    expect(check(encodePosition({ setup: { players: [{ id: 'p1', constructor: 1 }, { id: 'p2' }] } as never, decisions: [] }))).toEqual({ ok: false, reason: 'invalid-position' });
  });

  it('a decision that is illegal where it is played: invalid-decisions', () => {
    const decisions = [...valid.decisions];
    decisions.splice(1, 0, { type: 'pass', player: 'p2' });
    expect(check(encodePosition({ ...valid, decisions }))).toEqual({ ok: false, reason: 'invalid-decisions' });
    expect(check(encodePosition({ ...valid, decisions: [{ type: 'cast', player: 'p1', object: 'o999' }] }))).toEqual({ ok: false, reason: 'invalid-decisions' });
    expect(check(encodePosition({ ...valid, decisions: [42 as unknown as Action] }))).toEqual({ ok: false, reason: 'invalid-decisions' });
  });
});
