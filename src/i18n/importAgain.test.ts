// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { reloadIfReachable } from './importAgain.ts';

const failure = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/Editor-AbC123.js');

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('a chunk that arrives now: the page reloads, and not again within half a minute (no loop)', async () => {
  const fetch = vi.fn(() => Promise.resolve(new Response('export {}', { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  expect(await reloadIfReachable(failure)).toBe(true);
  expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:4173/assets/Editor-AbC123.js', { cache: 'no-store' });
  expect(window.location.reload).toHaveBeenCalledTimes(1);
  expect(await reloadIfReachable(failure)).toBe(false);
  expect(window.location.reload).toHaveBeenCalledTimes(1);
  // half a minute later the same address may reload again
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
  expect(await reloadIfReachable(failure)).toBe(true);
  expect(window.location.reload).toHaveBeenCalledTimes(2);
});

test('a chunk still out of reach, or an error that names none: no reload', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  expect(await reloadIfReachable(failure)).toBe(false);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))));
  expect(await reloadIfReachable(failure)).toBe(false);
  expect(await reloadIfReachable(new Error('something else'))).toBe(false);
  expect(window.location.reload).not.toHaveBeenCalled();
});
