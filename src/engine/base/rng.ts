// A seeded generator whose whole state is one number kept in the game state (determinism).
// mulberry32: small, fast, and good enough for shuffling a few cards.

export function nextRandom(seed: number): { value: number; seed: number } {
  const s = (seed + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: s };
}

/** Fisher–Yates shuffle; returns the shuffled copy and the generator's next state. */
export function shuffle<T>(items: readonly T[], seed: number): { items: T[]; seed: number } {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(s);
    s = r.seed;
    const j = Math.floor(r.value * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return { items: out, seed: s };
}
