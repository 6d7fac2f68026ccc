import type { Figure } from '@tmnt/domain';

const MAX_CANDIDATES = 10;

/** Lower case, apostrophes dropped ("Mutatin'" = "mutatin"), every other non-alphanumeric run a single space. */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/**
 * Catalogue figures whose name (or, failing any, character) appears as whole words in a product title found for
 * an unknown code. Longest names first, since "Mutatin' Leonardo" says more than "Leonardo"; a year named in
 * the title breaks ties.
 */
export function matchCandidates(figures: Figure[], titles: string[]): Figure[] {
  const haystacks = titles.map(words);
  const found = (needle: string) => haystacks.some((h) => h.includes(words(needle)));
  const yearNamed = (f: Figure) => haystacks.some((h) => h.includes(` ${f.year} `));
  let matches = figures.filter((f) => found(f.name));
  if (matches.length === 0) matches = figures.filter((f) => found(f.character));
  return matches
    .sort((a, b) => b.name.length - a.name.length || Number(yearNamed(b)) - Number(yearNamed(a)) || a.id - b.id)
    .slice(0, MAX_CANDIDATES);
}
