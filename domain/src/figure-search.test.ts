import { describe, expect, it } from 'vitest';
import { matchFigureName, searchFigures, searchWords, type SearchableFigure } from './figure-search.ts';

let nextId = 1;
const figure = (name: string, year: number, series: string, extra: Partial<SearchableFigure> = {}): SearchableFigure => ({
  id: nextId++,
  name,
  character: extra.character ?? name,
  series,
  year,
  aliases: extra.aliases ?? [],
});

const leo88 = figure('Leonardo', 1988, 'Original Series', { aliases: ['Leo'] });
const mike88 = figure('Michaelangelo', 1988, 'Original Series', { character: 'Michelangelo', aliases: ['Mikey'] });
const raph88 = figure('Raphael', 1988, 'Original Series');
const don88 = figure('Donatello', 1988, 'Original Series');
const mutatinLeo = figure("Mutatin' Leonardo", 1992, "Mutatin'", { character: 'Leonardo' });
const samuraiMike = figure('Samurai Michaelangelo', 1993, 'Movie III', { character: 'Michelangelo' });
const captainLeo = figure('Captain Leonardo', 1994, 'Star Trek', { character: 'Leonardo', aliases: ['Kirk', 'Captain Kirk'] });
const hoseDon = figure("Hose 'Em Down Don", 1991, '1991 Series', { character: 'Donatello' });
const shredder = figure('Shredder', 1988, 'Original Series');
const catalogue = [leo88, mike88, raph88, don88, mutatinLeo, samuraiMike, captainLeo, hoseDon, shredder];

const names = (query: string) => searchFigures(catalogue, query).map((hit) => hit.figure.name);

describe('searchWords', () => {
  it('drops case, accents and apostrophes and makes spellings one', () => {
    expect(searchWords("Mutatin' MICHAELANGELO")).toEqual(['mutatin', 'michelangelo']);
    expect(searchWords('Movie III')).toEqual(['movie', '3']);
    expect(searchWords('Pokémon — Hose ’Em')).toEqual(['pokemon', 'hose', 'em']);
  });
});

describe('searchFigures', () => {
  it('finds a figure by name, character, series, year and alias', () => {
    expect(names('leo 1988')).toEqual(['Leonardo']);
    expect(names('star trek')).toEqual(['Captain Leonardo']);
    expect(names('kirk')).toEqual(['Captain Leonardo']);
    expect(names('movie 3')).toEqual(['Samurai Michaelangelo']);
    expect(names('movie iii')).toEqual(['Samurai Michaelangelo']);
    expect(names('1991')).toEqual(["Hose 'Em Down Don"]);
    expect(names('HOSEEMDOWNDON')).toEqual(["Hose 'Em Down Don"]);
  });

  it("finds Michelangelo by both spellings and by nickname", () => {
    expect(names('michelangelo')).toEqual(['Michaelangelo', 'Samurai Michaelangelo']);
    expect(names('michaelangelo')).toEqual(['Michaelangelo', 'Samurai Michaelangelo']);
    expect(names('mikey')[0]).toBe('Michaelangelo');
  });

  it('forgives a typo, and ranks the whole name before exact words, before prefixes, before typos', () => {
    expect(names('leonrado 1988')).toEqual(['Leonardo']);
    expect(names('rafael')).toEqual(['Raphael']);
    const hits = searchFigures(catalogue, 'leonardo');
    expect(hits.map((h) => [h.figure.name, h.kind])).toEqual([
      ['Leonardo', 'exact'],
      ["Mutatin' Leonardo", 'exact'],
      ['Captain Leonardo', 'exact'],
    ]);
    expect(searchFigures(catalogue, 'leon').map((h) => h.kind)).toEqual(['prefix', 'prefix', 'prefix']);
    expect(searchFigures(catalogue, 'leonardp').map((h) => h.kind)).toEqual(['fuzzy', 'fuzzy', 'fuzzy']);
  });

  it('puts a figure found by its own words before one found only by its series', () => {
    const mutatinSeries = figure('Mutatin\' Splinter', 1992, "Mutatin'", { character: 'Splinter' });
    expect(searchFigures([mutatinSeries, mutatinLeo], 'leonardo mutatin').map((h) => h.figure.name)).toEqual(["Mutatin' Leonardo"]);
  });

  it('needs every typed word, and finds nothing for nothing', () => {
    expect(names('leonardo 1995')).toEqual([]);
    expect(names('  ')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
  });
});

describe('matchFigureName', () => {
  it('matches a name or an alias in full, narrowed by the year', () => {
    expect(matchFigureName(catalogue, 'Leonardo')).toMatchObject({ status: 'matched', figure: leo88, how: 'name' });
    expect(matchFigureName(catalogue, 'michelangelo', 1988)).toMatchObject({ status: 'matched', figure: mike88, how: 'name' });
    expect(matchFigureName(catalogue, 'Captain Kirk')).toMatchObject({ status: 'matched', figure: captainLeo, how: 'alias' });
    expect(matchFigureName(catalogue, 'Leonardo', 1992)).toMatchObject({ status: 'matched', figure: mutatinLeo, how: 'close' });
  });

  it('says ambiguous with candidates when several figures fit, and unmatched when none does', () => {
    const twoLeos = [...catalogue, figure('Leonardo', 1995, 'Metal Mutants')];
    expect(matchFigureName(twoLeos, 'Leonardo')).toMatchObject({ status: 'ambiguous', candidates: [leo88, twoLeos.at(-1)] });
    expect(matchFigureName(twoLeos, 'Leonardo', 1995)).toMatchObject({ status: 'matched', how: 'name' });
    expect(matchFigureName(catalogue, 'leo')).toMatchObject({ status: 'matched', figure: leo88, how: 'alias' });
    expect(matchFigureName(catalogue, 'Shogun Shredder')).toEqual({ status: 'unmatched' });
    expect(matchFigureName(catalogue, '')).toEqual({ status: 'unmatched' });
  });

  it('matches a figure with a typo when it is the only one found', () => {
    expect(matchFigureName(catalogue, 'Shreder')).toMatchObject({ status: 'matched', figure: shredder, how: 'close' });
  });
});
