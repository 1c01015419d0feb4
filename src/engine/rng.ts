// Kept at its old path for the code outside the engine that imports it: the data lives in base/rng.ts.
export * from './base/rng.ts';
