/**
 * The most characters each text field may hold. The API schemas refuse longer text and the web's inputs stop
 * typing there, so both read them from here.
 */
export const LIMITS = {
  notes: 10_000,
  storageLocation: 200,
  variant: 200,
  customModifications: 2_000,
  name: 200,
  series: 200,
  manufacturer: 200,
  description: 5_000,
  searchQuery: 200,
  upc: 64,
  imageUrl: 2_000,
  saleTitle: 300,
  saleCondition: 100,
  /** One accessory's name (the catalogue's longest is about 40). */
  accessoryName: 100,
  /** Where a sold copy went ("eBay", "a show in Columbus") and what the collector notes of the buyer. */
  soldWhere: 200,
  buyerNote: 1_000,
} as const;

/** The highest purchase price, in dollars. */
export const MAX_PRICE = 1_000_000;

/** The earliest day a recorded sale may carry: the vintage line went on sale in 1988. */
export const EARLIEST_SALE = '1988-01-01';

/** The most accessory names one copy's owned list may hold. */
export const MAX_OWNED_ACCESSORIES = 100;

/** The most pieces one copy may hold: every piece of the longest list a figure may have (40 accessories of at most 20 pieces). */
export const MAX_OWNED_PIECES = 800;
