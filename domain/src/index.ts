export * from './api.ts';
export * from './collection.ts';
export * from './conditions.ts';
export * from './dates.ts';
export * from './market.ts';
export * from './money.ts';
export * from './rarity.ts';
export * from './upc.ts';
