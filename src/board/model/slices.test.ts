// Long work in slices (issue 28): the scheduler yields between slices, gives what an unsliced
// run gives, and stops when told to.
import { describe, expect, it } from 'vitest';
import { exampleSteps, type Action } from '../../engine/index.ts';
import { CATALOG } from '../../engine/testing/catalog.ts';
import { longLine } from './fixtures.ts';
import { drainAll, drainInSlices, yieldToBrowser } from './slices.ts';
import { authoredSteps, toAuthored } from './timeline.ts';

/** An iterator of `n` numbers, each costing `cost` ms on a fake clock, that counts how far it was run. */
function counted(n: number, clock: { t: number }, cost = 10) {
  const seen = { next: 0, returned: false };
  const it: Iterator<number, string> = {
    next: () => {
      if (seen.next >= n) return { done: true, value: 'end' };
      clock.t += cost;
      return { done: false, value: seen.next++ };
    },
    return: () => {
      seen.returned = true;
      return { done: true, value: 'stopped' };
    },
  };
  return { it, seen };
}

describe('drainInSlices', () => {
  it('runs about sliceMs of work, then yields, until the end; progress after each slice', async () => {
    const clock = { t: 0 };
    const { it: iterator } = counted(10, clock);
    const yields: number[] = [];
    const progress: number[] = [];
    const r = await drainInSlices(iterator, {
      sliceMs: 30,
      now: () => clock.t,
      onProgress: (done) => progress.push(done),
      yieldNow: async () => {
        yields.push(clock.t);
        await Promise.resolve();
      },
    });
    // the items and what the iterator returned
    expect(r).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], result: 'end' });
    // three items of 10 ms a slice, the thread given back between them
    expect(progress).toEqual([3, 6, 9]);
    expect(yields).toEqual([30, 60, 90]);
  });

  it('never holds the thread much beyond sliceMs: each slice ends at the first item past it, and a slow item is a slice of its own', async () => {
    const clock = { t: 0 };
    const costs = [5, 5, 50, 5, 5, 5, 5, 5, 5, 5];
    let i = 0;
    const iterator: Iterator<number, null> = { next: () => (i < costs.length ? ((clock.t += costs[i] ?? 0), { done: false, value: i++ }) : { done: true, value: null }) };
    const slices: number[] = [];
    let start = 0;
    await drainInSlices(iterator, {
      sliceMs: 12,
      now: () => clock.t,
      yieldNow: () => {
        slices.push(clock.t - start);
        start = clock.t;
        return Promise.resolve();
      },
    });
    expect(slices).toEqual([60, 15, 15]);
  });

  it('yields to the browser between slices: a task queued meanwhile runs before the next slice (real clock)', async () => {
    let spin = 0;
    const slow: Iterator<number, null> = {
      next: () => {
        if (spin >= 6) return { done: true, value: null };
        const until = performance.now() + 4;
        while (performance.now() < until);
        return { done: false, value: spin++ };
      },
    };
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    const done = drainInSlices(slow, { sliceMs: 5, onProgress: (n) => order.push(`slice ${n}`) }).then(() => order.push('end'));
    // the first slice runs at once, before anything else (its length in items depends on the machine)
    expect(order).toHaveLength(1);
    expect(order[0]).toMatch(/^slice \d$/);
    await done;
    expect(order.indexOf('other task')).toBeGreaterThan(0);
    expect(order.indexOf('other task')).toBeLessThan(order.indexOf('end'));
    await yieldToBrowser();
  });

  it('stops between two slices once the signal aborts (the link changed): null, the iterator closed', async () => {
    const clock = { t: 0 };
    const { it: iterator, seen } = counted(100, clock);
    const stop = new AbortController();
    const r = await drainInSlices(iterator, {
      sliceMs: 30,
      now: () => clock.t,
      signal: stop.signal,
      yieldNow: () => {
        stop.abort();
        return Promise.resolve();
      },
    });
    expect(r).toBeNull();
    expect(seen.next).toBe(3);
    expect(seen.returned).toBe(true);
  });

  it('a throw of the iterator rejects the run', async () => {
    const bad: Iterator<number, null> = {
      next: () => {
        throw new Error('broken setup');
      },
    };
    await expect(drainInSlices(bad)).rejects.toThrow('broken setup');
  });
});

describe('a long line replayed in slices', { timeout: 60_000 }, () => {
  const line = longLine(400);

  it('gives the steps of the unsliced replay, one for one (the same states)', async () => {
    expect(line.decisions).toHaveLength(400);
    let yields = 0;
    const sliced = await drainInSlices(exampleSteps(line, CATALOG), {
      sliceMs: 2,
      yieldNow: () => {
        yields++;
        return yieldToBrowser();
      },
    });
    expect(sliced).not.toBeNull();
    expect(yields).toBeGreaterThan(1);
    const fromSlices = toAuthored(() => sliced as NonNullable<typeof sliced>);
    const atOnce = authoredSteps(line, CATALOG);
    expect(fromSlices.error).toBeNull();
    expect(fromSlices.steps).toHaveLength(401);
    expect(fromSlices).toEqual(atOnce);
    expect(JSON.stringify(fromSlices.steps.at(-1)?.state)).toBe(JSON.stringify(atOnce.steps.at(-1)?.state));
  });

  it('a refused decision: the steps before it and the error, as the unsliced replay says', async () => {
    const broken = { ...line, decisions: [...line.decisions.slice(0, 250), { type: 'cast', player: 'p1', object: 'o999' } as Action, ...line.decisions.slice(250)] };
    const sliced = await drainInSlices(exampleSteps(broken, CATALOG), { sliceMs: 2 });
    const fromSlices = toAuthored(() => sliced as NonNullable<typeof sliced>);
    const atOnce = authoredSteps(broken, CATALOG);
    expect(fromSlices.steps).toHaveLength(251);
    expect(fromSlices.error).toMatch(/^decisions\[250\]/);
    expect(fromSlices).toEqual(atOnce);
    expect(drainAll(exampleSteps(broken, CATALOG)).result?.at).toBe(250);
  });
});
