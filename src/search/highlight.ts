/**
 * Which words of a text to highlight for a search result, and which part of a long text to
 * show: pure functions over MiniSearch's match information (the matched terms, in their
 * normalized form), so no HTML is ever built from what the reader typed.
 */
import { normalize } from './options.ts';

export interface Piece {
  text: string;
  mark: boolean;
}

const WORD = /[a-z]+-r\d+|\d+(?:\.\d+[a-z]?)*|[\p{L}\p{N}\p{M}]+/gu;

/** Splits `text` into pieces, marking each word whose normalized form is one of `terms`. */
export function highlightPieces(text: string, terms: readonly string[]): Piece[] {
  const wanted = new Set(terms);
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!wanted.has(normalize(m[0]))) continue;
    const at = m.index;
    if (at > last) pieces.push({ text: text.slice(last, at), mark: false });
    pieces.push({ text: m[0], mark: true });
    last = at + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), mark: false });
  return pieces;
}

/** About `length` characters of `text` around its first matched word, cut at word boundaries. */
export function snippet(text: string, terms: readonly string[], length = 180): string {
  if (text.length <= length) return text;
  const wanted = new Set(terms);
  let first = 0;
  for (const m of text.matchAll(WORD)) {
    if (wanted.has(normalize(m[0]))) {
      first = m.index;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
