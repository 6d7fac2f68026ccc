// The PDF's built-in fonts (Helvetica) encode text as Windows-1252: a character outside it would be drawn as
// unrelated glyphs, so it is shown as "?" instead. Collectors' own words (a storage location) can hold anything.

/** The characters Windows-1252 has in 0x80-0x9F, besides Latin-1's printable ones. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

/** The text as the built-in fonts can draw it: composed first (e + accent -> é), control characters as spaces, others as "?". */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (drawable(char)) out += char;
    else out += /\s|\p{Cc}/u.test(char) ? ' ' : '?';
  }
  return out;
}
