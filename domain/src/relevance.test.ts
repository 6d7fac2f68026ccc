import { describe, expect, it } from 'vitest';
import { judgeListing, listingCompleteness, listingIsReissue, listingTier, PRICE_TIERS, type RelevanceFigure } from './relevance.ts';

const figure = (name: string, character: string, series: string, year: number): RelevanceFigure => ({ name, character, series, year });

const leonardo = figure('Leonardo', 'Leonardo', 'Original Series', 1988);
const michaelangelo = figure('Michaelangelo', 'Michelangelo', 'Original Series', 1988);
const shredder = figure('Shredder', 'Shredder', 'Original Series', 1988);
const mutatinLeonardo = figure("Mutatin' Leonardo", 'Leonardo', "Mutatin'", 1992);
const tdTossinLeo = figure("T.D. Tossin' Leo", 'Leonardo', 'Sewer Sports All-Stars', 1991);
const classicRockerLeo = figure('Classic Rocker Leo', 'Leonardo', "Rock 'n Roll", 1991);
const hoseEmDownDon = figure("Hose 'Em Down Don", 'Donatello', '1991 Series', 1991);
const krangsAndroidBody = figure("Krang's Android Body", 'Krang', '1991 Series', 1991);
const superMutantLeonardo = figure('Super Mutant Leonardo', 'Leonardo', 'Super Mutants', 1994);
const samuraiLeonardo = figure('Movie III Samurai Leonardo', 'Leonardo', 'Movie III', 1993);

/** Some of the catalogue's names, as the caller passes them: every other figure. */
const CATALOGUE = [
  'Leonardo',
  'Michaelangelo',
  'Shredder',
  'Super Shredder',
  'Mutant Shredder',
  "Mutatin' Leonardo",
  "Mutatin' Michaelangelo",
  "T.D. Tossin' Leo",
  'Slap Shot Leo',
  'Classic Rocker Leo',
  'Leo the Sewer Samurai',
  'Super Mutant Leonardo',
  'Super Mutant Shredder',
  'Movie III Samurai Leonardo',
  "Hose 'Em Down Don",
];
const rivalsOf = (f: RelevanceFigure) => CATALOGUE.filter((name) => name !== f.name);

const judge = (title: string, f: RelevanceFigure = leonardo, condition?: string | null) => judgeListing({ title, condition }, f, rivalsOf(f));
const reasonOf = (title: string, f: RelevanceFigure = leonardo, condition?: string | null) => {
  const result = judge(title, f, condition);
  if (result.counts) throw new Error(`expected ${JSON.stringify(title)} to be rejected, got ${result.tier}`);
  return result.reason;
};
const tierOf = (title: string, f: RelevanceFigure = leonardo, condition?: string | null) => {
  const result = judge(title, f, condition);
  if (!result.counts) throw new Error(`expected ${JSON.stringify(title)} to count, got "${result.reason}"`);
  return result.tier;
};

describe('PRICE_TIERS', () => {
  it('is carded then loose', () => {
    expect(PRICE_TIERS).toEqual(['carded', 'loose']);
  });
});

describe('judgeListing: a relevant listing', () => {
  it('counts, with its tier', () => {
    expect(judge('Vintage 1988 TMNT Leonardo Soft Head Complete w/ Weapons Playmates', leonardo, 'Pre-Owned')).toEqual({ counts: true, tier: 'loose', reissue: false });
    expect(judge('TMNT Teenage Mutant Ninja Turtles 1989 Leonardo MOC Unpunched')).toEqual({ counts: true, tier: 'carded', reissue: false });
  });
});

describe('rule 1: the title names the figure', () => {
  it('finds every significant word of the name, whatever the case', () => {
    expect(tierOf('vintage tmnt LEONARDO 1988 hard head')).toBe('loose');
    expect(tierOf('Playmates Ninja Turtles 1991 Classic Rocker Leo complete', classicRockerLeo)).toBe('loose');
  });

  it('treats "Mutatin\'", "Mutatin" and "Mutating" alike', () => {
    expect(tierOf('1990 TMNT Mutatin Leonardo Loose', mutatinLeonardo)).toBe('loose');
    expect(tierOf("TMNT Mutatin' Leonardo 1992 Playmates", mutatinLeonardo)).toBe('loose');
    expect(tierOf('Teenage Mutant Ninja Turtles Mutating Leonardo 1992', mutatinLeonardo)).toBe('loose');
  });

  it('reads "T.D." as "TD", "\'Em" as "Em", a possessive as the name, and hyphens as spaces', () => {
    expect(tierOf('TMNT 1991 TD Tossin Leo Sewer Sports All-Stars', tdTossinLeo)).toBe('loose');
    expect(tierOf('TMNT Hose Em Down Don 1991 Playmates complete', hoseEmDownDon)).toBe('loose');
    expect(tierOf('TMNT 1991 Krangs Android Body Playmates', krangsAndroidBody)).toBe('loose');
    expect(tierOf('TMNT T.D.-Tossin Leo football 1991', tdTossinLeo)).toBe('loose');
  });

  it('always takes Michaelangelo and Michelangelo as one', () => {
    expect(tierOf('Teenage Mutant Hero Turtles Michaelangelo 1988 carded', michaelangelo)).toBe('carded');
    expect(tierOf('TMNT 1988 Michelangelo Playmates loose', michaelangelo)).toBe('loose');
  });

  it('takes a full turtle name for the short one in the figure\'s name', () => {
    expect(tierOf('TMNT 1991 Hose Em Down Donatello Playmates', hoseEmDownDon)).toBe('loose');
  });

  it('takes a short turtle name for the full one only when the title names the series too', () => {
    expect(tierOf('TMNT 1992 Mutatin Leo Playmates', mutatinLeonardo)).toBe('loose');
    expect(tierOf('TMNT Original Series Mikey 1988', michaelangelo)).toBe('loose');
    expect(reasonOf('TMNT 1988 Leo soft head Playmates')).toBe('title does not name Leonardo');
    expect(reasonOf('TMNT 1988 Mike Playmates', michaelangelo)).toBe('title does not name Michaelangelo');
  });

  it('rejects a title without the name, or with only part of it', () => {
    expect(reasonOf('TMNT 1988 Donatello Playmates')).toBe('title does not name Leonardo');
    expect(reasonOf('TMNT 1991 Tossin Leo football', tdTossinLeo)).toBe("title does not name T.D. Tossin' Leo");
  });

  it('does not take a name word from the line\'s name or from puffery', () => {
    expect(reasonOf('TMNT 1988 Leonardo Super Rare Teenage Mutant Ninja Turtles', superMutantLeonardo)).toBe(
      'title does not name Super Mutant Leonardo',
    );
    expect(tierOf('TMNT 1994 Super Mutant Leonardo Teenage Mutant Ninja Turtles', superMutantLeonardo)).toBe('loose');
  });
});

describe('rule 2: the title names the line', () => {
  it('accepts TMNT, the full name, Ninja Turtles, Turtles, Playmates and the UK\'s Hero Turtles', () => {
    for (const title of [
      'TMNT Leonardo 1988',
      'Teenage Mutant Ninja Turtles Leonardo 1988',
      'Ninja Turtles Leonardo 1988',
      'Vintage Turtles Leonardo 1988',
      'Playmates Leonardo 1988 figure',
      'TMHT Teenage Mutant Hero Turtles Leonardo 1988',
    ]) {
      expect(tierOf(title)).toBe('loose');
    }
  });

  it('rejects a title that names only the figure', () => {
    expect(reasonOf('Vintage 1988 Leonardo action figure')).toBe('title does not name the Turtles line');
  });
});

describe('rule 3: not a lot or bundle', () => {
  it('rejects lots, bundles, sets and counted figures', () => {
    for (const title of [
      'Lot of 5 Vintage TMNT Figures 1988 Leonardo Donatello',
      'TMNT Job Lot Leonardo Shredder Bebop Playmates',
      'Vintage TMNT Leonardo Bundle 1988',
      'TMNT Set of 4 Turtles Leonardo 1988',
      'TMNT 1988 Leonardo + 3 figures',
      'TMNT Playmates (6) figures Leonardo Shredder',
      'Collection of TMNT figures Leonardo 1988',
      'TMNT 1988 Leonardo Raphael Playmates',
    ]) {
      expect(reasonOf(title)).toBe('a lot or bundle');
    }
  });

  it('accepts a complete figure with its weapon rack, or lots of accessories', () => {
    expect(tierOf('TMNT 1988 Leonardo Complete with Weapon Rack Playmates')).toBe('loose');
    expect(tierOf('TMNT 1988 Leonardo w/ lots of accessories')).toBe('loose');
  });
});

describe('rule 4: not a reproduction, bootleg or custom', () => {
  it('rejects copies of every kind', () => {
    for (const title of [
      'Custom TMNT Leonardo figure',
      'TMNT Leonardo 1988 Reproduction Card',
      'TMNT Leonardo KO bootleg figure',
      'TMNT Knock-Off Leonardo 1988',
      'TMNT Leonardo 3D Printed figure',
      'TMNT Leonardo 1988 figure not original',
    ]) {
      expect(reasonOf(title)).toBe('a reproduction, bootleg or custom');
    }
  });

  it('accepts a seller denying it is a copy', () => {
    expect(tierOf('TMNT 1988 Leonardo Authentic Not A Repro complete')).toBe('loose');
    expect(tierOf('TMNT Leonardo 1988 Original Playmates NO Reproductions')).toBe('loose');
  });
});

describe('reissues: counted apart, never as the vintage figure', () => {
  const reissueOf = (title: string) => {
    const result = judge(title);
    if (!result.counts) throw new Error(`expected ${JSON.stringify(title)} to count, got "${result.reason}"`);
    return result.reissue;
  };

  it('counts a Playmates reissue, marked as one, whatever year or line it names', () => {
    for (const title of [
      'TMNT Leonardo Re-Issue Playmates',
      'TMNT Leonardo 1988 reissue 2009 25th anniversary MOC',
      'TMNT 25th Anniversary Leonardo Playmates',
      'TMNT Classic Collection Leonardo Playmates',
      'TMNT Leonardo re-release 2021 Walmart exclusive Playmates',
      'TMNT Leonardo 1988 repack Playmates',
      'TMNT Leonardo reissue, not original 1988',
    ]) {
      expect(reissueOf(title)).toBe(true);
    }
  });

  it('reads the same words as listingIsReissue, a denial aside', () => {
    expect(listingIsReissue('TMNT Leonardo 2009 re-issue')).toBe(true);
    expect(listingIsReissue('TMNT Leonardo 1988 original NOT a reissue')).toBe(false);
    expect(reissueOf('TMNT Leonardo 1988 original NOT a reissue loose')).toBe(false);
    expect(listingIsReissue('TMNT Leonardo 1988 loose')).toBe(false);
  });

  it('still refuses a reissue that is a bootleg, or a modern line', () => {
    expect(reasonOf('TMNT Leonardo reissue bootleg')).toBe('a reproduction, bootleg or custom');
    expect(reasonOf('NECA TMNT Leonardo re-release')).toBe('a modern release, not the vintage figure');
  });
});

describe('rule 5: not a modern release', () => {
  it('rejects modern lines and store exclusives that say no reissue', () => {
    for (const title of [
      'NECA TMNT Leonardo Cartoon',
      'Super7 Ultimates TMNT Leonardo',
      'TMNT Mutant Mayhem Leonardo Playmates',
      'Rise of the TMNT Leonardo figure',
      'Funko Pop TMNT Leonardo',
      'Playmates TMNT Retro Rotocast Leonardo',
      'TMNT Leonardo Walmart Exclusive Playmates',
    ]) {
      expect(reasonOf(title)).toBe('a modern release, not the vintage figure');
    }
  });

  it('rejects a year from 2003 on', () => {
    expect(reasonOf('TMNT Leonardo 2003 Playmates Mirage Studios')).toBe('a modern release, not the vintage figure');
    expect(reasonOf('TMNT 2012 Nickelodeon Leonardo')).toBe('a modern release, not the vintage figure');
  });

  it('accepts vintage years, "Original" and the Mirage Studios copyright', () => {
    expect(tierOf('TMNT Original 1988 Leonardo Mirage Studios Playmates')).toBe('loose');
    expect(tierOf('TMNT 1997 Leonardo Playmates')).toBe('loose');
  });
});

describe('listingCompleteness: complete or lacking pieces, within the loose tier', () => {
  it('reads a complete figure', () => {
    for (const title of [
      'TMNT 1988 Leonardo complete',
      'TMNT Leonardo 1988 100% Complete',
      'TMNT Leonardo 1988 loose w/ all weapons',
      'TMNT Leonardo 1988 w/all accessories',
      'TMNT Leonardo 1988 with accessories',
      'TMNT Leonardo 1988 C9 complete',
      'Vintage TMNT Leonardo, all original weapons',
      'TMNT Leonardo 1988, nothing missing',
    ]) {
      expect(listingCompleteness(title), title).toBe('complete');
    }
  });

  it('reads a figure lacking pieces', () => {
    for (const title of [
      'TMNT Leonardo 1988 figure only',
      'TMNT Leonardo 1988 loose no weapons',
      'TMNT Leonardo 1988 missing belt',
      'TMNT Leonardo 1988 incomplete',
      'TMNT Leonardo 1988 sold as-is',
      'TMNT Leonardo 1988 complete except missing one katana',
    ]) {
      expect(listingCompleteness(title), title).toBe('incomplete');
    }
  });

  it('reads neither from a plain title, nor from the near misses', () => {
    for (const title of [
      'TMNT Leonardo 1988 loose',
      'TMNT Leonardo 1988 great to complete your collection',
      'TMNT Leonardo 1988 from a complete set',
      'TMNT Leonardo 1988 loose, incomplete card',
      'TMNT Leonardo 1988 missing card',
      'TMNT Leonardo 1988 with some weapons',
    ]) {
      expect(listingCompleteness(title), title).toBeNull();
    }
  });

  it('lets "no weapons" through rule 7: the figure is what is sold', () => {
    expect(tierOf('TMNT Leonardo 1988 loose no weapons')).toBe('loose');
  });
});

describe('rule 6: not a rival\'s listing', () => {
  it('rejects a title that names a rival holding the figure\'s name', () => {
    expect(reasonOf('TMNT 1990 Mutatin Leonardo MOC')).toBe("about Mutatin' Leonardo, not Leonardo");
    expect(reasonOf('TMNT 1991 Super Shredder Playmates', shredder)).toBe('about Super Shredder, not Shredder');
  });

  it('names the most specific rival', () => {
    expect(reasonOf('TMNT 1994 Super Mutant Shredder Playmates', shredder)).toBe('about Super Mutant Shredder, not Shredder');
  });

  it('sees a rival through a turtle\'s nickname', () => {
    expect(reasonOf('TMNT Original Leonardo Slap Shot 1991 Sewer Sports')).toBe('about Slap Shot Leo, not Leonardo');
    expect(reasonOf('TMNT Movie 3 Samurai Leonardo 1993')).toBe('about Movie III Samurai Leonardo, not Leonardo');
    expect(tierOf('TMNT Movie 3 Samurai Leonardo 1993', samuraiLeonardo)).toBe('loose');
  });

  it('accepts the figure itself, even with a rival in the catalogue', () => {
    expect(tierOf('TMNT 1988 Leonardo soft head')).toBe('loose');
    expect(tierOf('TMNT 1988 Shredder Super Rare Playmates', shredder)).toBe('loose');
    expect(judgeListing({ title: 'TMNT 1990 Mutatin Leonardo MOC' }, leonardo)).toEqual({ counts: true, tier: 'carded', reissue: false });
  });
});

describe('rule 7: the figure itself', () => {
  it('rejects parts, accessories, packaging and merchandise', () => {
    for (const title of [
      'TMNT Leonardo Katana Weapon Accessory Only 1988',
      'TMNT 1988 Leonardo Katana Swords Playmates',
      'TMNT Leonardo Replacement Belt 1988',
      'TMNT 1988 Leonardo Card Back Playmates',
      'TMNT Leonardo 1988 Cardback only',
      'TMNT Leonardo Empty Blister Card',
      'TMNT Leonardo Box Only',
      'TMNT 1988 Leonardo for parts',
      'TMNT Leonardo Comic 1988 Archie',
      'TMNT Leonardo T-Shirt 1988',
      'TMNT Leonardo VHS 1988',
    ]) {
      expect(reasonOf(title)).toBe('not the figure itself (parts, accessories, packaging or merchandise)');
    }
  });

  it('rejects a listing in eBay\'s "For parts or not working" condition', () => {
    expect(reasonOf('TMNT Leonardo 1988', leonardo, 'For parts or not working')).toBe('not the figure itself (parts, accessories, packaging or merchandise)');
  });

  it('accepts a figure with its weapons, accessories, card or mini comic', () => {
    expect(tierOf('TMNT 1988 Leonardo w/ Accessories Playmates')).toBe('loose');
    expect(tierOf('TMNT Leonardo 1988 Complete All Weapons')).toBe('loose');
    expect(tierOf('TMNT Leonardo figure + katanas 1988')).toBe('loose');
    expect(tierOf('TMNT Leonardo 1988 MOC 10 Card Back Unpunched')).toBe('carded');
    expect(tierOf('TMNT Leonardo 1988 complete with mini comic')).toBe('loose');
  });
});

describe('rule 8: listingTier', () => {
  it('is carded when the title says so', () => {
    for (const title of [
      'TMNT Leonardo MOC',
      'TMNT Leonardo M.O.C. 1988',
      'TMNT Leonardo MIP',
      'TMNT Leonardo Mint on Card',
      'TMNT Leonardo still on card',
      'TMNT Leonardo 1988 factory sealed',
      'TMNT Leonardo unpunched 1988',
      'TMNT Leonardo unopened',
      'TMNT Leonardo never opened',
      'TMNT Leonardo new in package',
    ]) {
      expect(listingTier(title)).toBe('carded');
    }
  });

  it('is carded in eBay\'s "New" or "Brand New" condition', () => {
    expect(listingTier('TMNT 1988 Leonardo', 'New')).toBe('carded');
    expect(listingTier('TMNT 1988 Leonardo', 'Brand New')).toBe('carded');
  });

  it('is loose in "New (Other)", unless the title says carded', () => {
    expect(listingTier('TMNT 1988 Leonardo', 'New (Other)')).toBe('loose');
    expect(listingTier('TMNT 1988 Leonardo', 'New other (see details)')).toBe('loose');
    expect(listingTier('TMNT 1988 Leonardo MOC', 'New (Other)')).toBe('carded');
  });

  it('is loose when nothing says carded', () => {
    expect(listingTier('TMNT 1988 Leonardo complete')).toBe('loose');
    expect(listingTier('TMNT 1988 Leonardo', 'Pre-Owned')).toBe('loose');
    expect(listingTier('TMNT 1988 Leonardo', null)).toBe('loose');
  });

  it('takes a carded title over a Pre-Owned condition', () => {
    expect(listingTier('TMNT 1988 Leonardo MOC unpunched', 'Pre-Owned')).toBe('carded');
  });

  it('is loose when the card was opened, cut or resealed, whatever else the title says', () => {
    expect(listingTier('TMNT Leonardo MOC card cut 1988')).toBe('loose');
    expect(listingTier('TMNT Leonardo 1988 opened carded')).toBe('loose');
    expect(listingTier('TMNT Leonardo resealed MOC')).toBe('loose');
    expect(listingTier('TMNT Leonardo loose no card', 'New')).toBe('loose');
  });
});
