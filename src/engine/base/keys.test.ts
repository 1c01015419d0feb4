// The ids a sealed state remembers for its map of objects (base/mark.ts), followed by the draft
// through putObject and removeObject (base/write.ts) instead of listed again: they must be the
// map's own ids in the map's own order, or unknown (null), never stale.
import { describe, expect, it } from 'vitest';
import { play } from '../testing/driver.ts';
import { cloneObject, freezeMap, isFrozenMap } from './copies.ts';
import { draftOf, seal } from './draft.ts';
import { sealInfo } from './mark.ts';
import type { GameState } from './state.ts';
import { putObject, removeObject } from './write.ts';

function start(): GameState {
  return play({ players: [{ id: 'p1', library: ['forest', 'plains', 'island'], hand: ['forest'] }, { id: 'p2', library: ['island'] }] }).state;
}

/** A state with its ids remembered: a draft that copied the map (and so listed its ids once), sealed. */
function withKeys(): GameState {
  const s = draftOf(start());
  const [first] = Object.keys(s.objects);
  putObject(s, cloneObject(s.objects[first as string]!));
  const sealed = seal(s);
  expect(sealInfo(sealed)?.keys).toEqual(Object.keys(sealed.objects));
  return sealed;
}

describe('the ids of the map of objects, followed through a draft', () => {
  it('an object removed, two added, one of them removed again and a removed id added back: the order Object.keys gives', () => {
    const before = withKeys();
    const ids = Object.keys(before.objects);
    const s = draftOf(before);
    const [a, b] = ids as [string, string];
    const objA = before.objects[a]!;
    removeObject(s, a);
    putObject(s, { ...cloneObject(objA), id: 'o900' });
    putObject(s, { ...cloneObject(objA), id: 'o901' });
    removeObject(s, 'o900');
    // an id removed and added again comes last, as in any map keyed by strings
    putObject(s, { ...cloneObject(objA), id: a });
    removeObject(s, b);
    const sealed = seal(s);
    const keys = sealInfo(sealed)?.keys;
    expect(keys).not.toBeNull();
    expect(keys).toEqual(Object.keys(sealed.objects));
    expect(keys?.slice(-2)).toEqual(['o901', a]);
  });

  it('an object put in place of its earlier version changes no id', () => {
    const before = withKeys();
    const s = draftOf(before);
    const [a] = Object.keys(before.objects) as [string];
    putObject(s, cloneObject(before.objects[a]!));
    const sealed = seal(s);
    expect(sealInfo(sealed)?.keys).toBe(sealInfo(before)?.keys);
  });

  it('an id that is an array index ("5"), which a map lists first: not followed, so unknown rather than wrong', () => {
    const before = withKeys();
    const s = draftOf(before);
    const [a] = Object.keys(before.objects) as [string];
    putObject(s, { ...cloneObject(before.objects[a]!), id: '5' });
    const sealed = seal(s);
    expect(Object.keys(sealed.objects)[0]).toBe('5');
    expect(sealInfo(sealed)?.keys ?? null).toBeNull();
  });

  it('a map frozen once is known as frozen; an unfrozen one is not', () => {
    const map = Object.create(null) as Record<string, number>;
    for (let i = 0; i < 50; i++) map[`o${i}`] = i;
    expect(isFrozenMap(map)).toBe(false);
    freezeMap(map);
    expect(isFrozenMap(map)).toBe(true);
    expect(Object.isFrozen(map)).toBe(true);
    // frozen elsewhere (a parsed state sealed whole): found frozen once, then remembered
    const other = Object.freeze({ ...map });
    expect(isFrozenMap(other)).toBe(true);
  });
});
