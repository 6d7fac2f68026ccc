/**
 * The words collectors write in a condition or "carded/loose" column ("MOC", "loose complete", "C9 carded",
 * "Near mint, opened", "figure only"), read as the app's own condition, packaging and completeness.
 */
import type { Completeness, Condition, PackagingType } from '../conditions.ts';
import { cellText, isBlankCell, type Cell, type CellReading } from './cells.ts';

/** What a cell's words say about a copy; a field the words do not name is absent. */
interface CopyWords {
  condition?: Condition;
  packaging_type?: PackagingType;
  completeness?: Completeness;
}

/** The words read, and whether the cell also holds words that say none of these (kept in the notes by readRow). */
export interface CopyWordsReading {
  words: CopyWords;
  /** The cell holds more than the words understood ("Good - paint wear on the shell"). */
  more: boolean;
}

type Field = keyof CopyWords;

/** Each phrase and what it says. Longer phrases are tried first, so "mint on card" is packaging, not the condition Mint. */
const PHRASES: [string, Field, CopyWords[Field]][] = [
  ...(['mint on card', 'mint on sealed card', 'mint in package', 'mint in box', 'new in package', 'new in box', 'factory sealed', 'still sealed', 'moc', 'mosc', 'misb', 'mib', 'mip', 'nip', 'nib', 'sealed', 'carded', 'on card', 'unopened', 'unpunched'] as const).map(
    (p) => [p, 'packaging_type', 'Sealed MOC'] as [string, Field, PackagingType],
  ),
  ...(['resealed', 're sealed'] as const).map((p) => [p, 'packaging_type', 'Resealed'] as [string, Field, PackagingType]),
  ...(['opened', 'open', 'opened card', 'card opened', 'opened package', 'open package', 'opened box', 'open box', 'with card', 'w card', 'with cardback'] as const).map(
    (p) => [p, 'packaging_type', 'Opened Package'] as [string, Field, PackagingType],
  ),
  ...(['loose', 'out of package', 'no card', 'no package', 'unboxed'] as const).map((p) => [p, 'packaging_type', 'Loose'] as [string, Field, PackagingType]),
  ...(['mint', 'perfect', 'brand new', 'new', '10 10'] as const).map((p) => [p, 'condition', 'Mint'] as [string, Field, Condition]),
  ...(['near mint', 'nm', 'nrmt', 'nm m', 'nm mint', 'excellent', 'exc', 'ex', 'like new', 'very fine', 'vf', '9 10'] as const).map((p) => [p, 'condition', 'Near Mint'] as [string, Field, Condition]),
  ...(['very good', 'vg', 'good', 'ok', 'okay', 'decent', 'used', 'fine', 'light wear', '8 10', '7 10'] as const).map((p) => [p, 'condition', 'Good'] as [string, Field, Condition]),
  ...(['fair', 'worn', 'played with', 'play wear', 'playwear', 'average', '6 10', '5 10'] as const).map((p) => [p, 'condition', 'Fair'] as [string, Field, Condition]),
  ...(['poor', 'damaged', 'broken', 'bad', 'heavy wear', 'for parts'] as const).map((p) => [p, 'condition', 'Poor'] as [string, Field, Condition]),
  ...(['complete', 'cpt', 'all accessories', 'all weapons', 'with all accessories', 'with all weapons'] as const).map((p) => [p, 'completeness', 'Complete'] as [string, Field, Completeness]),
  ...(['incomplete', 'missing accessories', 'missing weapons', 'missing weapon', 'missing accessory', 'missing', 'partial'] as const).map(
    (p) => [p, 'completeness', 'Missing Accessories'] as [string, Field, Completeness],
  ),
  ...(['figure only', 'fig only', 'no accessories', 'no weapons'] as const).map((p) => [p, 'completeness', 'Figure Only'] as [string, Field, Completeness]),
  ...(['extra accessories', 'extra weapons', 'extras'] as const).map((p) => [p, 'completeness', 'Extra Accessories'] as [string, Field, Completeness]),
].sort((a, b) => b[0].length - a[0].length);

/** A cell that is one letter: "M", "G", "F", "P" (too short to trust inside a longer text). */
const ONE_LETTER: Record<string, Condition> = { m: 'Mint', g: 'Good', f: 'Fair', p: 'Poor' };

/** Words that join the others and say nothing themselves. */
const FILLER = new Set(['and', 'with', 'w', 'in', 'on', 'the', 'a', 'but', 'condition', 'cond', 'package', 'packaging', 'card', 'figure', 'overall', 'very', 'still', 'is', 'all']);

/** The C-scale collectors grade by: C10 and C9.5 mint, C9 and C8.5 near mint, C8 to C7 good, C6.5 to C5 fair, lower poor. */
function cScale(grade: number): Condition {
  if (grade >= 9.5) return 'Mint';
  if (grade >= 8.5) return 'Near Mint';
  if (grade >= 7) return 'Good';
  if (grade >= 5) return 'Fair';
  return 'Poor';
}

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PHRASES.map(([phrase, field, said]) => ({ pattern: new RegExp(`(^| )${escape(phrase)}(?= |$)`), field, said }));

type WordsResult = CellReading<CopyWordsReading> | { nothing: true };

/** Readings by cell text: a sheet says "Loose" or "MOC" on line after line (bounded, for any sheet). */
const readings = new Map<string, WordsResult>();
const MAX_READINGS = 10_000;

/** Reads a cell's words; a problem when two of them say different things of one field ("loose, sealed"). */
function readWords(cell: Cell): WordsResult {
  const key = cellText(cell);
  let reading = readings.get(key);
  if (!reading) {
    if (readings.size >= MAX_READINGS) readings.clear();
    reading = readWordsOnce(cell);
    readings.set(key, reading);
  }
  return reading;
}

function readWordsOnce(cell: Cell): WordsResult {
  // Lower case, "near-mint" as "near mint", "C9.5" kept whole, "10/10" as "10 10".
  let text = ` ${cellText(cell).toLowerCase().replace(/(\d)\/(\d)/g, '$1 $2').replace(/[^a-z0-9.%]+/g, ' ').trim()} `;
  const words: CopyWords = {};
  const said: Partial<Record<Field, string[]>> = {};
  const note = (field: Field, value: string) => {
    said[field] = [...new Set([...(said[field] ?? []), value])];
    (words as Record<Field, string>)[field] = value;
  };
  const whole = text.trim();
  if (ONE_LETTER[whole]) return { value: { words: { condition: ONE_LETTER[whole] }, more: false } };
  text = text.replace(/(^| )c\s?(10|[1-9](?:\.5)?)(?= |$)/g, (_, before: string, grade: string) => {
    note('condition', cScale(Number(grade)));
    return `${before} `;
  });
  for (const { pattern, field, said: value } of MATCHERS) {
    while (pattern.test(text)) {
      note(field, value!);
      text = text.replace(pattern, '$1 ');
    }
  }
  for (const field of ['condition', 'packaging_type', 'completeness'] as const) {
    const values = said[field] ?? [];
    if (values.length > 1) return { problem: `says two different things: ${values.join(' and ')}` };
  }
  const rest = text.split(' ').filter((w) => w !== '' && !FILLER.has(w) && !/^[.%]+$/.test(w));
  if (Object.keys(words).length === 0) return { nothing: true };
  return { value: { words, more: rest.length > 0 } };
}

/** The words of the list a message names, for the collector to write. */
const CONDITION_WORDS = 'Mint, Near Mint, Good, Fair or Poor (or C10 to C1)';
const PACKAGING_WORDS = 'MOC (or sealed, carded), opened, resealed or loose';

/**
 * A condition cell: the app's conditions, their short forms (NM, VG, C9) and the words around them ("MOC", "loose",
 * "complete"), which say the packaging and completeness too.
 */
export function readCondition(cell: Cell): CellReading<CopyWordsReading> {
  if (isBlankCell(cell)) return { value: null };
  const reading = readWords(cell);
  if ('nothing' in reading) return { problem: `is not a condition: write ${CONDITION_WORDS}` };
  return reading;
}

/** A packaging or "carded/loose" cell: MOC, sealed, carded or on card; opened; resealed; loose (and condition words). */
export function readPackaging(cell: Cell): CellReading<CopyWordsReading> {
  if (isBlankCell(cell)) return { value: null };
  const reading = readWords(cell);
  if ('nothing' in reading) return { problem: `is not a packaging: write ${PACKAGING_WORDS}` };
  return reading;
}
