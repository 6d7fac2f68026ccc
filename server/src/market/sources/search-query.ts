import type { SearchSubject } from './types.ts';

/**
 * The words a marketplace search for a figure is made of: "TMNT 1988 April ONeil". Apostrophes and periods are
 * dropped inside words (sellers write "ONeil" and "O'Neil", "TD" and "T.D."); other punctuation becomes a space,
 * since eBay reads parentheses, commas, quotes and a leading minus as search operators.
 */
export function searchQuery(subject: SearchSubject): string {
  const words = subject.name
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `TMNT ${subject.year} ${words}`;
}
