/**
 * eBay's sold and completed listings for a figure: by its UPC when known (the exact product),
 * else by name and year (the best text search for a vintage figure without a barcode).
 */
export function soldListingsUrl(figure: { upc: string | null; name: string; year: number }): string {
  const search = figure.upc ?? `${figure.name} ${figure.year}`;
  return `https://www.ebay.com/sch/i.html?_nkw=${encodeURIComponent(search)}&LH_Sold=1&LH_Complete=1`;
}
