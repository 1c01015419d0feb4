// Kept at its old path for the code outside the engine that imports it: the data lives in base/cards.ts.
export * from './base/cards.ts';
