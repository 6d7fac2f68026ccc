/**
 * Listing relevance: whether a marketplace listing is a price for a catalogue figure, and for a carded or a loose one.
 * A search for "TMNT 1988 Leonardo" also brings back lots, reissues, modern lines, other Leonardos and spare katanas;
 * each rule below drops one kind of that noise. Every rule reads the normalised title (see normalise).
 */
export const PRICE_TIERS = ['carded', 'loose'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/** What relevance needs to know about a catalogue figure. */
export interface RelevanceFigure {
  /** Catalogue name, e.g. "Leonardo", "Mutatin' Leonardo", "T.D. Tossin' Leo", "Michaelangelo", "Hose 'Em Down Don". */
  name: string;
  /** e.g. "Leonardo", "Michelangelo". */
  character: string;
  /** e.g. "Original Series", "Mutatin'", "Sewer Sports All-Stars", "1991 Series". */
  series: string;
  /** 1988..1997. */
  year: number;
}

/**
 * A listing that counts: its packaging tier, and whether it is a later Playmates release from the vintage moulds (a
 * reissue: priced in a tier of its own, never in the vintage prices).
 */
export type Relevance = { counts: true; tier: PriceTier; reissue: boolean } | { counts: false; reason: string };

// Words

/** Lower-cased, apostrophes and abbreviation dots dropped ("Mutatin'" is "mutatin", "T.D." is "td"), hyphens as spaces. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/['‘’`]/g, '').replace(/\.(?!\d)/g, '').replace(/[-_]/g, ' ');
}

/** Other spellings sellers use for a word of a catalogue name. */
const SPELLINGS = new Map([
  ['michelangelo', 'michaelangelo'],
  ['michealangelo', 'michaelangelo'],
  ['dr', 'doctor'],
  ['lt', 'lieutenant'],
  ['sgt', 'sergeant'],
  ['3', 'iii'],
]);

/** Words that never tell figures apart ("Leo the Sewer Samurai", "Muckman and Joe Eyeball"); single letters go too. */
const FILLER_WORDS = new Set(['and', 'as', 'an', 'from', 'of', 'the']);

/** A word's canonical form: plural or possessive "s" and the "g" of "-ing" dropped ("Krang's" = "krang", "Mutating" = "mutatin"). */
function canonicalWord(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  const stem = singular.endsWith('ing') ? singular.slice(0, -1) : singular;
  return SPELLINGS.get(stem) ?? stem;
}

/** The significant words of normalised text, canonical. */
function wordsOf(text: string): string[] {
  return text
    .split(/[^a-z0-9]+/)
    .filter((word) => !FILLER_WORDS.has(word))
    .map(canonicalWord)
    .filter((word) => word.length > 1);
}

/** Catalogue names and series are few and asked for on every listing: their words are worked out once. */
const nameWordsKnown = new Map<string, string[]>();
function nameWords(name: string): string[] {
  let words = nameWordsKnown.get(name);
  if (!words) nameWordsKnown.set(name, (words = wordsOf(normalise(name))));
  return words;
}
const hasAll = (title: ReadonlySet<string>, words: readonly string[]): boolean => words.every((word) => title.has(word));

/**
 * Phrases whose words never count as a figure's: the line's own name ("Mutant" must not name Super Mutant Leonardo
 * in every "Teenage Mutant Ninja Turtles" title) and sellers' puffery ("super rare" is not Super Shredder).
 */
const NOT_NAME_WORDS = /\bteenage mutant (ninja|hero) turtles?\b|\bsuper (rare|nice|clean|cool)\b/g;

const titleWords = (text: string): Set<string> => new Set(wordsOf(text.replace(NOT_NAME_WORDS, ' ')));

/** The four turtles' full names (canonical) and the short forms sellers use for them. */
const TURTLE_NICKNAMES = new Map([
  ['leonardo', ['leo']],
  ['donatello', ['don', 'donny', 'donnie']],
  ['michaelangelo', ['mike', 'mikey']],
  ['raphael', ['raph']],
]);

/** The full name of the turtle a canonical word names, either way ("leo" and "leonardo" are both "leonardo"). */
function turtleNamed(word: string): string | undefined {
  for (const [full, nicknames] of TURTLE_NICKNAMES) if (word === full || nicknames.includes(word)) return full;
  return undefined;
}

// Rules

/** Rule 1 (a): the title names the figure's series, beyond the word "series" ("Mutatin'", "Original Series"). */
function namesSeries(title: ReadonlySet<string>, series: string): boolean {
  const words = nameWords(series).filter((word) => word !== 'series');
  return words.length > 0 && hasAll(title, words);
}

/**
 * Rule 1: every significant word of the figure's name is a word of the title. The figure's turtle may go by another
 * of its names ("Leo" for "Leonardo", "Leonardo" for "Leo") only when the title also names the character in full or
 * the figure's series: "Mutatin Leo" is Mutatin' Leonardo, but a bare "Leo" could be any of twenty Leonardos.
 */
function namesFigure(title: ReadonlySet<string>, figure: RelevanceFigure): boolean {
  const turtle = turtleNamed(canonicalWord(normalise(figure.character)));
  const turtleStandsIn =
    turtle !== undefined && [...title].some((word) => turtleNamed(word) === turtle) && (title.has(turtle) || namesSeries(title, figure.series));
  return nameWords(figure.name).every((word) => title.has(word) || (turtleStandsIn && turtleNamed(word) === turtle));
}

/** Rule 2: "TMNT", "Teenage Mutant Ninja Turtles", "Ninja Turtles", "Turtles", "Playmates", or the UK's "Hero Turtles". */
const NAMES_LINE = /\b(tmnt|tmht|teenage mutant|ninja turtles?|hero turtles?|turtles|playmates)\b/;

/**
 * Rule 3: several figures for one price. "Complete" and "weapon rack" are one figure's, and so are "lots of
 * accessories"; "Classic Collection" is rule 5's.
 */
const LOT = /\b(job lot|lot|lots(?! of)|bundle|assortment|collection of|case of|set of (\d+|two|three|four|five|six))\b|(\(\d+\)|\b\d+ ?x?|\bx ?\d+) ?figures\b/;

/** Rule 3 (b): a title that names two or more turtles in full ("Leonardo Donatello Raphael") sells them together. */
const namesSeveralTurtles = (title: ReadonlySet<string>): boolean => [...TURTLE_NICKNAMES.keys()].filter((full) => title.has(full)).length > 1;

/** Rule 4: not a Playmates figure at all: a reproduction, bootleg, custom or fake. */
const COPY = /\b(repros?|reproductions?|customs?|customi[sz]ed|bootlegs?|ko|knock ?offs?|fakes?|replicas?|3d printed|home ?made)\b/;

/** "Not original" says a copy too, unless the title says it is a reissue ("reissue, not original 1988"). */
const NOT_ORIGINAL = /\bnot (an )?original\b/;

/** Sellers of originals often say so ("Authentic, NOT a repro"); that must not read as a copy or a reissue. */
const DENIED_COPY = /\b(not|no|non) (an? )?(repros?|reproductions?|re ?issues?|re ?releases?|fakes?|ko|knock ?offs?|bootlegs?|replicas?|customs?)\b/g;

/**
 * A later Playmates release of the figure: the 1989-1998 repacks, the 2009 25th anniversary line, the 2012-2013
 * Classic Collection and the 2019 and later retro releases. Counted, but in a reissue tier of its own.
 */
const REISSUE = /\b(re ?issued?s?|re ?released?s?|re ?packs?|re ?packaged|25th anniversary|classic collection)\b/;

/**
 * Rule 5: the vintage line ran to 1997, so any later line is another product, and so is a year from 2003 on or a
 * store exclusive unless the title says it is a reissue (a 2009 reissue names its year). "Original" and "Mirage
 * Studios" appear on vintage cards, so they are not markers on their own.
 */
const MODERN_LINE =
  /\b(retro rotocast|neca|super ?7|ultimates|mutant mayhem|rise of the|last ronin|nickelodeon|loot crate|bst axn|funko|lego|mega (bloks|construx))\b/;
const MODERN_MARK = /\b((walmart|target) exclusive|200[3-9]|20[12]\d|2030)\b/;

/** What a title claims once a seller's denials ("not a repro", "not a reissue") are set aside. */
const claimsOf = (text: string) => text.replace(DENIED_COPY, ' ');

/** Whether a listing's title says it is a reissue (see REISSUE); "not a reissue" says it is not. */
export const listingIsReissue = (title: string): boolean => REISSUE.test(claimsOf(normalise(title)));

/** Rule 6: the most specific rival whose name holds this figure's name and more, every word of it in the title. */
function rivalNamed(title: ReadonlySet<string>, figure: RelevanceFigure, rivals: readonly string[]): string | undefined {
  // Nicknames count as the turtle here: "Slap Shot Leo" is a rival of "Leonardo".
  const asTurtle = (word: string) => turtleNamed(word) ?? word;
  const inTitle = new Set([...title].map(asTurtle));
  const own = new Set(nameWords(figure.name).map(asTurtle));
  const named = rivals
    .map((name) => ({ name, words: nameWords(name).map(asTurtle) }))
    .filter(({ words }) => hasAll(inTitle, words) && new Set(words).size > own.size && hasAll(new Set(words), [...own]));
  return named.sort((a, b) => new Set(b.words).size - new Set(a.words).size)[0]?.name;
}

/**
 * Rule 7: something other than the figure: spare parts, packaging alone, merchandise. A numbered card back
 * ("10 card back") describes a carded figure's card, and a "mini comic" is listed alongside a figure, so neither counts.
 */
const NOT_THE_FIGURE =
  /\b(parts|replacement|empty|instructions|(?<!mini )comics?|vhs|posters?|stickers?|t ?shirts?)\b|(?<!\b\d\d? )\bcard ?backs?\b|\b(weapons?|accessor(y|ies)|katanas?|cards?|box|bubble|blister|belts?|heads?|shells?) only\b/;

/** Rule 7 (b): weapons or accessories with no sign the figure comes too ("with", "w/", "complete", "figure", "+", "no weapons"). */
const ACCESSORY = /\b(weapons?|accessor(y|ies)|katanas?|nunchucks?|nunchakus?|sais?|bo staff)\b/;
const FIGURE_INCLUDED = /\b(with|w|figure|complete|incl\w*|no|missing)\b|[+&]/;

const isNotTheFigure = (text: string): boolean => NOT_THE_FIGURE.test(text) || (ACCESSORY.test(text) && !FIGURE_INCLUDED.test(text));

/** Rule 8: still on its card. "MOC" is mint on card; "factory sealed" and "mint on card" are covered by "sealed" and "on card". */
const CARDED = /\b(moc|mip|mosc|misb|mib|nip|carded|on card|sealed|unpunched|unopened|never opened|nrfb|nrfp|new in (package|pack|box))\b/;

/** Rule 8: opened, resealed or cut from its card; this wins over "MOC" in the same title ("MOC, card cut" is loose). */
const OPENED = /\b(loose|(?<!never )opened|open (box|package|card)|no card|card cut|cut card|cut from card|resealed|unsealed|figure only)\b/;

/**
 * Rule 8: eBay's "New" or "Brand New" on a 1988 figure means it was never opened. "New (Other)" usually means opened
 * but unused, and "Open box" says so, so they say nothing about the card.
 */
const NEW_CONDITION = /^(brand )?new\b(?!.*\b(other|open|defects?)\b)/;

/**
 * Completeness within the loose tier: a title that says the figure has all its pieces ("complete", "100% complete",
 * "w/ all weapons", "with accessories", "C9 complete", "nothing missing")...
 */
const COMPLETE =
  /(?<!\b(to|help|will|would|can|could|should|must) )\bcomplete\b(?! (set|series|collection|run|wave|line|lot|your|the|my|a|an|card|box|package|packaging|blister|bubble|backer|backing|card ?back))|\bw(ith)?(\/ ?| )(all (the |his |her |original )?)?(weapons|accessories)\b|\ball (original )?(weapons|accessories)\b|\bnothing missing\b/;

/**
 * ...or that it lacks some ("figure only", "no weapons", "missing", "incomplete", "as is"); a missing or incomplete
 * card, box or set says nothing of the figure.
 */
const INCOMPLETE =
  /\b(fig(ure)? only|no (weapons?|accessor(y|ies)|gear))\b|(?<!\b(nothing|none|not|no|never) )\bmissing\b(?! (card|box|bubble|blister|backer|package|packaging|link|tag))|\bincomplete\b(?! (card|box|bubble|blister|backer|package|packaging|set|series|collection|run|wave|line|card ?back))|\bas is\b/;

/** What a loose listing's title says of the figure's pieces. */
export const LISTING_COMPLETENESS = ['complete', 'incomplete'] as const;
export type ListingCompleteness = (typeof LISTING_COMPLETENESS)[number];

/**
 * Whether a listing's title says the figure is complete, or that it lacks pieces; null when it says neither (a plain
 * loose sale). A title saying both ("complete except missing belt") lacks pieces.
 */
export function listingCompleteness(title: string): ListingCompleteness | null {
  const text = normalise(title);
  if (INCOMPLETE.test(text)) return 'incomplete';
  return COMPLETE.test(text) ? 'complete' : null;
}

// API

/** Carded (MOC/MIP/sealed/on card/unpunched...) or loose, from the title and condition text. */
export function listingTier(title: string, condition?: string | null): PriceTier {
  const text = normalise(title);
  if (OPENED.test(text)) return 'loose';
  return CARDED.test(text) || NEW_CONDITION.test(normalise(condition ?? '').trim()) ? 'carded' : 'loose';
}

const reject = (reason: string): Relevance => ({ counts: false, reason });

/**
 * Whether a listing (its title and the marketplace's condition text, e.g. "Pre-Owned", "New", "New (Other)")
 * counts as a price for `figure`. `rivals` are the names of the other catalogue figures: a title that names a rival
 * whose name contains this figure's name ("Mutatin' Leonardo" for figure "Leonardo") is about the rival, not this figure.
 */
export function judgeListing(listing: { title: string; condition?: string | null }, figure: RelevanceFigure, rivals: readonly string[] = []): Relevance {
  const text = normalise(listing.title);
  const title = titleWords(text);
  if (!namesFigure(title, figure)) return reject(`title does not name ${figure.name}`);
  if (!NAMES_LINE.test(text)) return reject('title does not name the Turtles line');
  if (LOT.test(text) || namesSeveralTurtles(title)) return reject('a lot or bundle');
  const claims = claimsOf(text);
  const reissue = REISSUE.test(claims);
  if (COPY.test(claims) || (!reissue && NOT_ORIGINAL.test(claims))) return reject('a reproduction, bootleg or custom');
  if (MODERN_LINE.test(text) || (!reissue && MODERN_MARK.test(text))) return reject('a modern release, not the vintage figure');
  const rival = rivalNamed(title, figure, rivals);
  if (rival !== undefined) return reject(`about ${rival}, not ${figure.name}`);
  // eBay's "For parts or not working" condition says it too.
  if (isNotTheFigure(`${text} ${normalise(listing.condition ?? '')}`)) return reject('not the figure itself (parts, accessories, packaging or merchandise)');
  return { counts: true, tier: listingTier(listing.title, listing.condition), reissue };
}
