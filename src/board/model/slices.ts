/**
 * Long work in slices (issue 28): a link of 5,000 decisions replayed in one go held the main
 * thread for seconds, the page frozen. Here an iterator (the engine's steps, one at a time:
 * exampleSteps) is run for about SLICE_MS, then the browser gets the thread back (it draws the
 * progress, answers keys and clicks), then the next slice runs; a signal stops it between two
 * steps (the link changed). The engine stays as it is (pure, synchronous): only how often it is
 * called changes, so the steps are the ones an unsliced run makes.
 */

/** Lines of more decisions than this are replayed in slices; shorter ones (every worked example) at once, as they always were. */
export const SLICE_ABOVE = 200;

/** Work per slice, in ms: well under the 50 ms of a long task on a fast machine, and a few slices a frame on a slow one. */
export const SLICE_MS = 30;

/** Gives the thread back to the browser: a task of its own (a message to itself, as React's scheduler does), so what waits (input, drawing, React's own work) runs first. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface SliceOptions {
  /** ms of work before yielding (SLICE_MS) */
  sliceMs?: number;
  /** stops the run between two items: the promise then resolves to null */
  signal?: AbortSignal;
  /** after each slice: how many items are done */
  onProgress?: (done: number) => void;
  /** the clock (performance.now) */
  now?: () => number;
  /** how the thread is given back between slices (yieldToBrowser) */
  yieldNow?: () => Promise<void>;
}

export interface Drained<T, R> {
  items: T[];
  result: R;
}

/**
 * Runs `iterator` to its end in slices of about `sliceMs`, yielding between them, and resolves to
 * every item it gave and what it returned; null if the signal aborted it first. A throw from the
 * iterator rejects the promise. Each slice runs at least one item, so a slow item never stalls it.
 */
export async function drainInSlices<T, R>(iterator: Iterator<T, R>, options: SliceOptions = {}): Promise<Drained<T, R> | null> {
  const { sliceMs = SLICE_MS, signal, onProgress, now = () => performance.now(), yieldNow = yieldToBrowser } = options;
  const items: T[] = [];
  for (;;) {
    if (signal?.aborted) {
      iterator.return?.();
      return null;
    }
    const until = now() + sliceMs;
    do {
      const next = iterator.next();
      if (next.done) return { items, result: next.value };
      items.push(next.value);
    } while (now() < until);
    onProgress?.(items.length);
    await yieldNow();
  }
}

/** The same, at once (no yielding): what a short line does, and what the slices must equal. */
export function drainAll<T, R>(iterator: Iterator<T, R>): Drained<T, R> {
  const items: T[] = [];
  for (;;) {
    const next = iterator.next();
    if (next.done) return { items, result: next.value };
    items.push(next.value);
  }
}
