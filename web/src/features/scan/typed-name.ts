/**
 * Text typed into the UPC field that is a figure's name rather than a barcode ("leo 1988", "RAYFILLET"), or null.
 * A scanner never types a space and a UPC has no letters; a label of letters and digits run together ("TMNT-88-DON",
 * a Code 128 sticker) is still looked up as a code. A name would otherwise end up linked as the figure's barcode.
 */
export function typedName(text: string): string | null {
  const typed = text.trim();
  if (!/\p{L}/u.test(typed)) return null;
  return /\s/.test(typed) || !/\d/.test(typed) ? typed : null;
}
