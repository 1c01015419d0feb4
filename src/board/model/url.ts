/**
 * The board's place in the URL: ?example=<id>&step=<n>[&branch=<b>&path=<i>.<j>…]. Parsing never
 * throws; anything malformed becomes a working default.
 */
export interface BoardLocation {
  example: string | null;
  step: number | null;
  branch: number | null;
  path: number[];
}

const INT = /^\d{1,6}$/;
/** digits, or digits in exponent notation ("1e9"): a whole number however large */
const WHOLE = /^\d+(\.\d+)?(e\+?\d+)?$/i;

/**
 * The step asked for: a whole number of any size ("9999999", "1e9": past the end, so the board
 * clamps it to the last step, as it does 999999), capped at MAX_SAFE_INTEGER; null otherwise (a
 * fraction, a sign, anything else: the board opens at the first step).
 */
function wholeNumber(v: string): number | null {
  if (!WHOLE.test(v)) return null;
  const n = Number(v);
  if (n === Infinity) return Number.MAX_SAFE_INTEGER;
  return Number.isInteger(n) ? Math.min(n, Number.MAX_SAFE_INTEGER) : null;
}

export function parseBoardLocation(search: string | URLSearchParams): BoardLocation {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const example = q.get('example');
  const step = q.get('step') ?? '';
  const branch = q.get('branch') ?? '';
  const path = (q.get('path') ?? '').split('.').filter((x) => INT.test(x)).map(Number).slice(0, 500);
  return {
    example: example && /^[a-z0-9-]{1,100}$/.test(example) ? example : null,
    step: wholeNumber(step),
    branch: INT.test(branch) ? Number(branch) : null,
    path: INT.test(branch) ? path : [],
  };
}

/** Writes the board's location into a copy of `search`, keeping unrelated parameters. */
export function writeBoardLocation(search: string, loc: BoardLocation): string {
  const q = new URLSearchParams(search);
  for (const k of ['example', 'step', 'branch', 'path']) q.delete(k);
  if (loc.example) q.set('example', loc.example);
  if (loc.step !== null) q.set('step', String(loc.step));
  if (loc.branch !== null) {
    q.set('branch', String(loc.branch));
    if (loc.path.length) q.set('path', loc.path.join('.'));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
