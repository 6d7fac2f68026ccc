import { lookupForms, matchFigureName, type Figure, type RowMatch, type RowReading, type SpreadsheetFigure } from '@tmnt/domain';

/** A figure as the import names it. */
export const figureRef = (f: Figure): SpreadsheetFigure => ({ id: f.id, name: f.name, year: f.year, series: f.series, source: f.source });

/**
 * Matches lines to the catalogue (and the collector's own figures): by the line's UPC first (a code several figures
 * share is narrowed by the name), then by its name and year (see matchFigureName: aliases and nicknames too). A
 * name in a year it has no figure in offers the figures of that name in other years to choose from. Lines of a
 * sheet repeat their names: each name and year is matched once.
 */
export function figureMatcher(figures: readonly Figure[]): (row: Pick<RowReading, 'figure_name' | 'year' | 'upc'>) => RowMatch {
  const byCode = new Map<string, Figure[]>();
  for (const figure of figures) for (const code of figure.upcs) byCode.set(code, [...(byCode.get(code) ?? []), figure]);
  const byName = new Map<string, RowMatch>();

  const matchName = (name: string, year: number | null): RowMatch => {
    const key = `${name.toLowerCase()}\u0000${year ?? ''}`;
    let found = byName.get(key);
    if (!found) {
      const match = matchFigureName(figures, name, year);
      if (match.status === 'matched') found = { status: 'matched', figure: figureRef(match.figure), how: match.how };
      else if (match.status === 'ambiguous') found = { status: 'ambiguous', candidates: match.candidates.map(figureRef) };
      else if (year !== null) {
        // Another year's figure may be the one (a wrong year, a re-release): the collector says.
        const anyYear = matchName(name, null);
        found = anyYear.status === 'matched' ? { status: 'ambiguous', candidates: [anyYear.figure] } : anyYear;
      } else found = { status: 'unmatched' };
      byName.set(key, found);
    }
    return found;
  };

  return ({ figure_name: name, year, upc }) => {
    const carriers = upc ? [...new Set(lookupForms(upc).flatMap((code) => byCode.get(code) ?? []))] : [];
    if (carriers.length === 1) return { status: 'matched', figure: figureRef(carriers[0]), how: 'upc' };
    if (carriers.length > 1) {
      const named = name ? matchFigureName(carriers, name, year) : null;
      if (named?.status === 'matched') return { status: 'matched', figure: figureRef(named.figure), how: 'upc' };
      return { status: 'ambiguous', candidates: carriers.map(figureRef) };
    }
    return name ? matchName(name, year) : { status: 'unmatched' };
  };
}
