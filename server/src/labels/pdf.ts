import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { labelPosition, type LabelFormat } from '@tmnt/domain';
import { pdfText } from '../reports/index.ts';

/** One label: its code's address, its title (a place's name, a copy's figure), lines under it, and what it holds. */
export interface Label {
  url: string;
  title: string;
  lines: string[];
  /** Set when the label lists what the place holds (labelContents), however many. */
  contents: string[] | null;
}

const COLOR = { text: '#111827', muted: '#374151', code: '#000000' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
/** Around what a label holds, and between its code and its text. */
const PADDING = 5;
const GAP = 6;
/** Light modules around the code, so a camera finds its edge even where the label's edge is close. */
const QUIET_MODULES = 2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Draws the QR code of `text` as squares (sharp at any size and any printer), dark runs of a row drawn as one. */
function drawCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_MODULES);
  doc.save().fillColor(COLOR.code);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; ) {
      if (!modules.data[row * modules.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col++;
      // A hair wider and taller than the cell: no pale seams between squares when a viewer anti-aliases.
      doc.rect(x + (start + QUIET_MODULES) * cell, y + (row + QUIET_MODULES) * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}

/** As many entries as fit in the height, then "+12 more" for the rest. */
function fittedContents(doc: PDFKit.PDFDocument, entries: readonly string[], width: number, height: number): string | null {
  if (entries.length === 0) return null;
  for (let shown = entries.length; shown >= 0; shown--) {
    const more = entries.length - shown;
    const text = [...entries.slice(0, shown).map(pdfText), ...(more > 0 ? [`+${more} more`] : [])].join(' · ');
    if (doc.heightOfString(text, { width }) <= height) return text;
  }
  return null;
}

/** The code's share of a label's width at most: the text beside it needs room too. */
const CODE_WIDTH_SHARE = 0.42;

function drawLabel(doc: PDFKit.PDFDocument, format: LabelFormat, label: Label, x: number, y: number): void {
  const { width, height } = format.label;
  const code = Math.min(height - 2 * PADDING, width * CODE_WIDTH_SHARE);
  drawCode(doc, label.url, x + PADDING, y + (height - code) / 2, code);
  const textX = x + PADDING + code + GAP;
  const textWidth = width - (textX - x) - PADDING;
  const bottom = y + height - PADDING;
  const titleSize = clamp(height * 0.14, 9, 14);
  const smallSize = clamp(height * 0.095, 6.5, 9);
  let at = y + PADDING;
  // The title and each line under it on up to two lines (what does not fit is cut with an ellipsis).
  const write = (text: string, font: string, size: number, color: string) => {
    doc.font(font).fontSize(size).fillColor(color);
    const lines = Math.min(2, Math.floor((bottom - at) / doc.currentLineHeight(true)));
    if (lines < 1) return false;
    const shown = Math.min(doc.heightOfString(pdfText(text), { width: textWidth }), doc.currentLineHeight(true) * lines);
    doc.text(pdfText(text), textX, at, { width: textWidth, height: shown, ellipsis: true });
    at += shown;
    return true;
  };
  if (!write(label.title, FONT.bold, titleSize, COLOR.text)) return;
  at += 1;
  for (const line of label.lines) if (!write(line, FONT.regular, smallSize, COLOR.muted)) return;
  doc.font(FONT.regular).fontSize(smallSize);
  const contents = label.contents && fittedContents(doc, label.contents, textWidth, bottom - at - 1);
  if (contents) doc.fillColor(COLOR.text).text(contents, textX, at + 1, { width: textWidth });
}

/**
 * The labels as a PDF on `format`: sheets filled row by row from position `start` of the first one, or one label
 * per page for a label printer. Resolves to the PDF's bytes.
 */
export function labelsPdf(format: LabelFormat, labels: readonly Label[], start: number, madeAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: [format.page.width, format.page.height], margin: 0, autoFirstPage: false, info: { Title: 'Labels', Creator: 'TMNT collection inventory' } });
  doc.info.CreationDate = madeAt;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let page = -1;
  labels.forEach((label, n) => {
    const position = labelPosition(format, n, start);
    while (page < position.page) {
      doc.addPage();
      page++;
    }
    drawLabel(doc, format, label, position.x, position.y);
  });
  doc.end();
  return done;
}
