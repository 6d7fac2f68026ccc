/**
 * Label stock the labels PDF is laid out for (points, 1/72 inch): sheets of address labels, filled from a starting
 * position so a half-used sheet can be used up, and single labels for label printers, one label per page.
 */

const inch = (inches: number) => inches * 72;
const mm = (millimetres: number) => (millimetres * 72) / 25.4;

export interface LabelFormat {
  name: string;
  /** The page (a sheet, or one label of a label printer's roll). */
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** The first label's top-left corner on the page. */
  left: number;
  top: number;
  /** From one label's corner to the next one's, across and down. */
  pitchX: number;
  pitchY: number;
}

export const LABEL_FORMATS = {
  // Avery 5160 / 8160: 3 x 10 of 2.625 x 1 in, 0.5 in top margin, 3/16 in side margins, 1/8 in between columns.
  'avery-5160': {
    name: 'Avery 5160 · US Letter, 30 per sheet (2⅝ x 1 in)',
    page: { width: inch(8.5), height: inch(11) },
    label: { width: inch(2.625), height: inch(1) },
    columns: 3,
    rows: 10,
    left: inch(0.1875),
    top: inch(0.5),
    pitchX: inch(2.75),
    pitchY: inch(1),
  },
  // Avery L7160: 3 x 7 of 63.5 x 38.1 mm on A4, 15.15 mm top margin, 7.21 mm side margins, 2.54 mm between columns.
  'l7160': {
    name: 'Avery L7160 · A4, 21 per sheet (63.5 x 38.1 mm)',
    page: { width: mm(210), height: mm(297) },
    label: { width: mm(63.5), height: mm(38.1) },
    columns: 3,
    rows: 7,
    left: mm(7.21),
    top: mm(15.15),
    pitchX: mm(66.04),
    pitchY: mm(38.1),
  },
  // Brother DK-22205: 62 mm continuous tape, cut at 38 mm per label.
  'tape-62mm': {
    name: 'Label printer · 62 mm continuous tape (62 x 38 mm)',
    page: { width: mm(62), height: mm(38) },
    label: { width: mm(62), height: mm(38) },
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    pitchX: mm(62),
    pitchY: mm(38),
  },
  // DYMO 30334: 2.25 x 1.25 in.
  'dymo-30334': {
    name: 'Label printer · 2¼ x 1¼ in (DYMO 30334)',
    page: { width: inch(2.25), height: inch(1.25) },
    label: { width: inch(2.25), height: inch(1.25) },
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    pitchX: inch(2.25),
    pitchY: inch(1.25),
  },
} as const satisfies Record<string, LabelFormat>;

export type LabelFormatId = keyof typeof LABEL_FORMATS;
export const LABEL_FORMAT_IDS = Object.keys(LABEL_FORMATS) as [LabelFormatId, ...LabelFormatId[]];

/** Labels on one page of a format. */
export const labelsPerPage = (format: LabelFormat): number => format.columns * format.rows;

/** Where the n-th label (from 0) goes when the first sheet starts at position `start` (1 = top left, row by row). */
export function labelPosition(format: LabelFormat, n: number, start = 1): { page: number; x: number; y: number } {
  const slot = start - 1 + n;
  const perPage = labelsPerPage(format);
  const onPage = slot % perPage;
  return {
    page: Math.floor(slot / perPage),
    x: format.left + (onPage % format.columns) * format.pitchX,
    y: format.top + Math.floor(onPage / format.columns) * format.pitchY,
  };
}

/** What a place holds, as a label lists it: each figure once, "×2" for several copies, most copies first. */
export function labelContents(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
}

/** The most labels one PDF holds. */
export const MAX_LABELS = 1_000;

/** A label's address: any http(s) address of the app (its LAN address, its .local name), then a place's or a copy's path. */
const LABEL_ADDRESS = /^https?:\/\/[^/?#\s]+\/(places|inventory)\/([1-9]\d{0,14})\/?(?:[?#]\S*)?$/i;

/**
 * What a label's code opens, read from its text: a place's page or a copy's, by id; null for anything else. Only the
 * path is taken: a label printed at another address of this app opens here.
 */
export function labelTarget(text: string): { kind: 'place' | 'copy'; id: number; path: string } | null {
  const match = LABEL_ADDRESS.exec(text.trim());
  if (!match) return null;
  const kind = match[1].toLowerCase() === 'places' ? 'place' : 'copy';
  const id = Number(match[2]);
  return { kind, id, path: `/${kind === 'place' ? 'places' : 'inventory'}/${id}` };
}
