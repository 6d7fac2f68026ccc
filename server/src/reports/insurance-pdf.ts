import PDFDocument from 'pdfkit';
import {
  describeRelease, describeValueBasis, formatCopyValue, formatMoney, formatProfessionalGrade, formatTotalValue, fromCents, letterGrade, PACKAGING_TYPE_LABELS, utcToday,
  type CollectionStats,
} from '@tmnt/domain';
import { pdfText } from './pdf-text.ts';
import type { ReportCopy } from './queries.ts';

// The insurance report's layout: a title page head with the totals, then one block per copy (photo on the left,
// its facts on the right), never split across pages, and "Page n of N" at the foot of every page.

interface InsuranceReport {
  madeAt: Date;
  /** The dashboard's numbers (inventory computeStats), read with the copies. */
  stats: CollectionStats;
  copies: ReportCopy[];
  /** Small JPEGs by photo address (see thumbnails.ts); a copy whose photo is not here is listed without it. */
  thumbnails: Map<string, Buffer>;
}

const MARGIN = 48;
const FOOTER = 28;
const PHOTO = 56;
const GAP = 12;
const ROW_PADDING = 8;
const LINE_GAP = 2;
const COLOR = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', panel: '#f3f4f6' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const TITLE = 'Insurance Report';
const SUBTITLE = 'Collection of vintage Teenage Mutant Ninja Turtles action figures';
const NO_COPIES = 'There are no copies in the collection yet. Add figures to your collection and this report lists each one with its photo, value and what the value rests on.';

/** The file name a browser saves the report as, by the day it was made (UTC, as the report says). */

/** "2026-05-01 at 14:03 UTC": the server cannot know the collector's time zone, so it says which one it uses. */
const madeOn = (madeAt: Date) => `${utcToday(madeAt)} at ${madeAt.toISOString().slice(11, 16)} UTC`;

const copyCount = (count: number) => `${count} ${count === 1 ? 'copy' : 'copies'}`;
const money = (cents: number) => formatMoney(fromCents(cents));

function purchase(copy: ReportCopy): string {
  if (copy.costCents === null && copy.purchaseDate === null) return 'not recorded';
  const price = copy.costCents === null ? 'price not recorded' : money(copy.costCents);
  if (copy.purchaseDate === null) return `${price}, date not recorded`;
  return copy.costCents === null ? `${price}, bought on ${copy.purchaseDate}` : `${price} on ${copy.purchaseDate}`;
}

/** A graded copy's grade as its case says it: "AFA U85 (card 85, bubble 85, figure 90) · Certificate: 12345678". */
function professionalGrade({ professionalGrade: graded }: ReportCopy): string | null {
  if (!graded) return null;
  const { card, bubble, figure } = graded.subGrades;
  const subGrades = [card && `card ${card}`, bubble && `bubble ${bubble}`, figure && `figure ${figure}`].filter(Boolean).join(', ');
  const grade = formatProfessionalGrade(graded) + (subGrades ? ` (${subGrades})` : '');
  return `Professional grade: ${grade} · Certificate: ${graded.certificate ?? 'not recorded'}`;
}

/** A copy's facts under its name, one line each (a long one wraps). */
function copyLines(copy: ReportCopy): string[] {
  const packaging = copy.packagingType === null ? 'not recorded' : PACKAGING_TYPE_LABELS[copy.packagingType];
  // The app's own grade; a professionally graded copy says its case's grade on the next line instead of "Not graded".
  const grade = copy.gradeOverall === null ? (copy.professionalGrade ? null : 'Not graded') : `${letterGrade(copy.gradeOverall)} (${copy.gradeOverall}/100)`;
  // formatCopyValue says NO_VALUE, never "$0.00", for a copy nothing values.
  const value = `${formatCopyValue(fromCents(copy.valueCents), copy.valueBasis)} (${describeValueBasis(copy.valueBasis, copy.valueSampleSize, copy.variant)})`;
  return [
    `${copy.series} (${copy.year}) · Release: ${describeRelease(copy.release, copy.reissue)} · Condition: ${copy.condition} · Packaging: ${packaging}${grade === null ? '' : ` · Grade: ${grade}`}`,
    professionalGrade(copy),
    `Value: ${value} · Insurance value: ${formatCopyValue(fromCents(copy.insuranceCents), copy.valueBasis)}`,
    `Purchase: ${purchase(copy)} · Storage: ${copy.storageLocation ?? 'not recorded'}`,
  ]
    .filter((line) => line !== null)
    .map(pdfText);
}

/** The totals' explanation: what the values rest on, in the dashboard's words (never "market" for a purchase price). */
function totalsDetail(stats: CollectionStats): string[] {
  if (stats.total_items === 0) return [];
  return [
    `Of the ${copyCount(stats.total_items)}: ${stats.items_with_price_data} valued on market data, ${stats.items_valued_at_purchase_price} at their purchase price, ${stats.items_without_value} with no value yet (counted as nothing).`,
    'Insurance value: for each copy, the higher of its market value and what was paid; what was paid when there is no market data.',
    `Invested: what was paid for the ${copyCount(stats.items_with_purchase_price)} with a purchase price.`,
  ];
}

class Layout {
  readonly doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // Kept until the end, so each page can say how many there are.
    bufferPages: true,
    info: { Title: TITLE, Subject: SUBTITLE, Creator: 'TMNT collection inventory' },
  });
  readonly left = MARGIN;
  readonly width: number;
  y = MARGIN;

  constructor(private readonly report: InsuranceReport) {
    this.width = this.doc.page.width - 2 * MARGIN;
    this.doc.info.CreationDate = report.madeAt;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER;
  }

  private text(value: string, font: string, size: number, color: string, options: PDFKit.Mixins.TextOptions & { x?: number; width?: number } = {}) {
    const { x = this.left, width = this.width, ...rest } = options;
    this.doc.font(font).fontSize(size).fillColor(color).text(value, x, this.y, { width, ...rest });
    this.y = this.doc.y;
  }

  private height(value: string, font: string, size: number, width: number) {
    return this.doc.font(font).fontSize(size).heightOfString(value, { width });
  }

  private rule() {
    this.doc.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  }

  head() {
    const { stats, madeAt } = this.report;
    this.text(TITLE, FONT.bold, 22, COLOR.text);
    this.y += 2;
    this.text(SUBTITLE, FONT.regular, 11, COLOR.muted);
    this.y += 2;
    this.text(`Made on ${madeOn(madeAt)}`, FONT.regular, 9, COLOR.muted);
    this.y += 14;
    this.totals([
      ['Copies', String(stats.total_items)],
      ['Insurance value', formatMoney(stats.insurance_value)],
      ['Collection value', formatTotalValue(stats)],
      ['Invested', formatMoney(stats.total_invested)],
    ]);
    this.y += 8;
    for (const line of totalsDetail(stats)) this.text(line, FONT.regular, 8.5, COLOR.muted, { lineGap: 1 });
    this.y += 16;
  }

  private totals(cells: [string, string][]) {
    const cellWidth = this.width / cells.length;
    const height = 44;
    const top = this.y;
    cells.forEach(([label, value], i) => {
      const x = this.left + i * cellWidth;
      this.doc.rect(x + 2, top, cellWidth - 4, height).fill(COLOR.panel);
      this.y = top + 8;
      this.text(label, FONT.regular, 8, COLOR.muted, { x: x + 10, width: cellWidth - 20, lineBreak: false });
      this.y = top + 20;
      this.text(value, FONT.bold, 13, COLOR.text, { x: x + 10, width: cellWidth - 20, lineBreak: false });
    });
    this.y = top + height;
  }

  copies() {
    const { copies } = this.report;
    if (copies.length === 0) {
      this.text(NO_COPIES, FONT.regular, 11, COLOR.text);
      return;
    }
    this.text(`Copies (${copies.length}), by figure name`, FONT.bold, 13, COLOR.text);
    this.y += 6;
    this.rule();
    for (const copy of copies) this.copy(copy);
  }

  private copy(copy: ReportCopy) {
    const textX = this.left + PHOTO + GAP;
    const textWidth = this.width - PHOTO - GAP;
    const idWidth = 60;
    const name = pdfText(copy.name);
    const lines = copyLines(copy);
    const textHeight = this.height(name, FONT.bold, 11, textWidth - idWidth) + lines.reduce((sum, line) => sum + LINE_GAP + this.height(line, FONT.regular, 9, textWidth), 0);
    const rowHeight = Math.max(PHOTO, textHeight) + 2 * ROW_PADDING;
    // A copy's block is never split: it moves whole to the next page.
    if (this.y + rowHeight > this.bottom) this.newPage();
    const top = this.y + ROW_PADDING;
    this.photo(copy, top);
    this.y = top;
    this.text(`Copy #${copy.id}`, FONT.regular, 8, COLOR.muted, { x: textX + textWidth - idWidth, width: idWidth, align: 'right', lineBreak: false });
    this.y = top;
    this.text(name, FONT.bold, 11, COLOR.text, { x: textX, width: textWidth - idWidth });
    for (const line of lines) {
      this.y += LINE_GAP;
      this.text(line, FONT.regular, 9, COLOR.text, { x: textX, width: textWidth });
    }
    this.y = top - ROW_PADDING + rowHeight;
    this.rule();
  }

  private photo(copy: ReportCopy, top: number) {
    const thumbnail = copy.photo === null ? undefined : this.report.thumbnails.get(copy.photo);
    if (thumbnail) {
      this.doc.image(thumbnail, this.left, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
      return;
    }
    this.doc.rect(this.left, top, PHOTO, PHOTO).fill(COLOR.panel);
    this.doc.font(FONT.regular).fontSize(7).fillColor(COLOR.muted).text('No photo', this.left, top + PHOTO / 2 - 4, { width: PHOTO, align: 'center', lineBreak: false });
  }

  private newPage() {
    this.doc.addPage();
    this.y = MARGIN;
    this.text(`${TITLE} · made on ${madeOn(this.report.madeAt)} · continued`, FONT.regular, 8, COLOR.muted);
    this.y += 6;
    this.rule();
  }

  /** "Page n of N" on every page, drawn in the bottom margin (which pdfkit would otherwise treat as a page break). */
  footers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const { margins } = this.doc.page;
      const bottomMargin = margins.bottom;
      margins.bottom = 0;
      this.doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(COLOR.muted)
        .text(`Page ${i - start + 1} of ${count}`, this.left, this.doc.page.height - MARGIN, { width: this.width, align: 'center', lineBreak: false });
      margins.bottom = bottomMargin;
    }
  }
}

/** The insurance report as PDF bytes. */
export function renderInsuranceReport(report: InsuranceReport): Promise<Buffer> {
  const layout = new Layout(report);
  const { doc } = layout;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  layout.head();
  layout.copies();
  layout.footers();
  doc.end();
  return done;
}
