/**
 * Finding a figure by what a collector types: its name, character, series, year or any alias (nicknames,
 * Playmates' spellings, sub-line names), forgiving a typo. Used by the catalogue search, add by name, the link
 * picker and the spreadsheet import, so they all find the same figures in the same order.
 */

/** What the search reads of a figure. */
export interface SearchableFigure {
  id: number;
  name: string;
  character: string;
  series: string;
  year: number;
  aliases: readonly string[];
}

/** How well a figure answers a search: every word found exactly, as the start of a word, or only with a typo. */
const MATCH_KINDS = ['exact', 'prefix', 'fuzzy'] as const;
type MatchKind = (typeof MATCH_KINDS)[number];

/** Spellings that name the same thing: Playmates' "Michaelangelo", Roman numerals of sub-lines ("Movie III"). */
const SAME_WORD: Record<string, string> = {
  michaelangelo: 'michelangelo',
  michaelangleo: 'michelangelo',
  ii: '2',
  iii: '3',
  iv: '4',
  tmnt: 'turtles',
};

/** Nicknames a collector types for a turtle: each also finds the full name. */
const NICKNAMES: Record<string, string[]> = {
  leo: ['leonardo'],
  raph: ['raphael'],
  ralph: ['raphael'],
  mike: ['michelangelo'],
  mikey: ['michelangelo', 'mike'],
  mickey: ['michelangelo', 'mike'],
  don: ['donatello'],
  donnie: ['donatello', 'don'],
  donny: ['donatello', 'don'],
};

/** Lower case, accents and apostrophes dropped ("Mutatin'" = "mutatin"), words apart, spellings made one. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => SAME_WORD[word] ?? word);
}

/** A figure's words by where they come from: a word of its name or an alias counts more than one of its series. */
interface IndexedFigure {
  /** Words of the name, the character and every alias. */
  own: Set<string>;
  /** Words of the series. */
  series: Set<string>;
  year: string;
  /** Every normalised name the figure answers to in full: its name and aliases. */
  names: Set<string>;
}

const indexes = new WeakMap<SearchableFigure, IndexedFigure>();

function indexed(figure: SearchableFigure): IndexedFigure {
  let index = indexes.get(figure);
  if (!index) {
    const names = [figure.name, ...figure.aliases];
    // Names also written as one word ("RAYFILLET"), as a label or a hurried collector writes them.
    const joined = names.map((n) => searchWords(n).join('')).filter((n) => n.length >= 6);
    index = {
      own: new Set([...[figure.name, figure.character, ...figure.aliases].flatMap(searchWords), ...joined]),
      series: new Set(searchWords(figure.series)),
      year: String(figure.year),
      names: new Set(names.map((n) => searchWords(n).join(' '))),
    };
    indexes.set(figure, index);
  }
  return index;
}

/** Edits (insert, delete, change, swap two neighbours) between two words, or more than `max` as soon as it is. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The typos a word of this length may carry and still match: none for short words, one, then two. */
const typosAllowed = (word: string) => (word.length < 4 ? 0 : word.length < 7 ? 1 : 2);

/** A word as it sounds, for typos: "rafael" is "raphael". */
const sounded = (word: string) => word.replace(/ph/g, 'f');

/** 3 exact, 2 the start of a word, 1 within a typo, 0 not found: one typed word against a set of words. */
function wordScore(typed: string, words: Set<string>): number {
  if (words.has(typed)) return 3;
  let best = 0;
  const typos = typosAllowed(typed);
  const heard = sounded(typed);
  for (const word of words) {
    if (typed.length >= 2 && word.startsWith(typed)) return 2;
    if (best === 0 && typos > 0 && editDistance(heard, sounded(word), typos) <= typos) best = 1;
  }
  return best;
}

interface Scored<T> {
  figure: T;
  kind: MatchKind;
  /** Higher is better within a kind. */
  points: number;
  /** The whole search is the figure's name or one of its aliases. */
  whole: boolean;
}

/** How one figure answers the typed words, or null when any word is not found. */
function score<T extends SearchableFigure>(figure: T, typed: readonly string[], phrase: string): Scored<T> | null {
  const index = indexed(figure);
  let points = 0;
  let worst = 3;
  for (const word of typed) {
    let best = /^\d{4}$/.test(word) && word === index.year ? 3 : Math.max(wordScore(word, index.own), wordScore(word, index.series) - 0.5);
    for (const full of NICKNAMES[word] ?? []) best = Math.max(best, wordScore(full, index.own) === 3 ? 3 : 0);
    if (best <= 0) return null;
    points += best + (index.own.has(word) ? 0.25 : 0);
    worst = Math.min(worst, Math.ceil(best));
  }
  const kind: MatchKind = worst >= 3 ? 'exact' : worst === 2 ? 'prefix' : 'fuzzy';
  return { figure, kind, points, whole: index.names.has(phrase) };
}

/** A figure found by a search, and how well. */
export interface FigureHit<T> {
  figure: T;
  kind: MatchKind;
}

/**
 * The figures a search finds, best first: the whole name or an alias typed, then every word exact, then every word
 * the start of one, then with typos; within each, more and better-placed words first, then by year and name.
 */
export function searchFigures<T extends SearchableFigure>(figures: readonly T[], query: string): FigureHit<T>[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  const phrase = typed.join(' ');
  const found: Scored<T>[] = [];
  for (const figure of figures) {
    const hit = score(figure, typed, phrase);
    if (hit) found.push(hit);
  }
  const rank = (s: Scored<T>) => (s.whole ? 0 : MATCH_KINDS.indexOf(s.kind) + 1);
  found.sort((a, b) => rank(a) - rank(b) || b.points - a.points || a.figure.year - b.figure.year || a.figure.name.localeCompare(b.figure.name) || a.figure.id - b.figure.id);
  return found.map(({ figure, kind }) => ({ figure, kind }));
}

/** How a name from outside (a spreadsheet's cell) came to one figure. */
export const NAME_MATCH_HOWS = ['name', 'alias', 'close'] as const;
type NameMatchHow = (typeof NAME_MATCH_HOWS)[number];

export type FigureNameMatch<T> =
  | { status: 'matched'; figure: T; how: NameMatchHow }
  | { status: 'ambiguous'; candidates: T[] }
  | { status: 'unmatched' };

/** The most figures an ambiguous name offers to choose from. */
const MAX_NAME_CANDIDATES = 8;

/**
 * The one figure a written name (and year, when known) means: its name or an alias in full, or the only figure
 * the search finds; several → ambiguous, with the best candidates; none → unmatched.
 */
export function matchFigureName<T extends SearchableFigure>(figures: readonly T[], name: string, year?: number | null): FigureNameMatch<T> {
  const phrase = searchWords(name).join(' ');
  if (phrase === '') return { status: 'unmatched' };
  const inYear = year ? figures.filter((f) => f.year === year) : figures;
  const named = inYear.filter((f) => searchWords(f.name).join(' ') === phrase);
  if (named.length === 1) return { status: 'matched', figure: named[0], how: 'name' };
  const aliased = named.length > 0 ? named : inYear.filter((f) => indexed(f).names.has(phrase));
  if (aliased.length === 1) return { status: 'matched', figure: aliased[0], how: named.length > 0 ? 'name' : 'alias' };
  if (aliased.length > 1) return { status: 'ambiguous', candidates: aliased.slice(0, MAX_NAME_CANDIDATES) };
  const hits = searchFigures(inYear, name);
  if (hits.length === 1) return { status: 'matched', figure: hits[0].figure, how: 'close' };
  if (hits.length === 0) return { status: 'unmatched' };
  const best = hits.filter((h) => h.kind === hits[0].kind);
  return { status: 'ambiguous', candidates: (best.length > 0 ? best : hits).slice(0, MAX_NAME_CANDIDATES).map((h) => h.figure) };
}
