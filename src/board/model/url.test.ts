// The step in the URL: any whole number past the end shows the last step, however it is written
// (the board clamps it, src/board/useSandbox.ts); anything else opens the first step.
import { describe, expect, it } from 'vitest';
import { parseBoardLocation } from './url.ts';

const step = (value: string) => parseBoardLocation(`?example=x&step=${encodeURIComponent(value)}`).step;

describe('the step in the URL', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['0012', 12],
    ['999999', 999999],
    ['9999999', 9999999],
    ['1e9', 1e9],
    ['1E+3', 1000],
    ['1.5e1', 15],
    ['99999999999999999999', Number.MAX_SAFE_INTEGER],
    ['1e999', Number.MAX_SAFE_INTEGER],
  ])('step=%s is step %d', (value, expected) => {
    expect(step(value)).toBe(expected);
  });

  it('3000 nines are the largest step there is (the board shows its last)', () => {
    expect(step('9'.repeat(3000))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['', 'abc', '-1', '1.5', '1e-3', '0x10', 'Infinity', ' 3', '3 ', '\u0000', '1e', 'e9', '½', '٣'])('step=%j is no step (the board opens at 0)', (value) => {
    expect(step(value)).toBeNull();
  });
});
