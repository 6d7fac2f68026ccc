import type { BarcodeFormat, Condition, Figure, PackagingType } from '@tmnt/domain';

/** A code the catalogue does not know (404) or that several figures share (409): the collector may link it. */
export interface UnknownCode {
  /** The code in its canonical form, as shown. */
  upc: string;
  /** The code as scanned or typed, which is what gets linked (an EAN-8 keeps its 8 digits). */
  raw: string;
  /** The format the camera read it as; null when typed. */
  format: BarcodeFormat | null;
  /** The scan log's row for this code, which a link replaces with its outcome. */
  logId: number;
  status: 404 | 409;
  /** Figures the server suggests (from eBay's listings or an external UPC database, or the figures sharing the code). */
  candidates: Figure[];
  /** Titles of eBay listings found for the code, which the suggestions were ranked by. */
  listingTitles: string[];
}

/** What the result card shows. */
export type ScanResult =
  | { kind: 'idle' }
  | { kind: 'busy'; text: string }
  | { kind: 'success'; figure: Figure; condition: Condition; packaging: PackagingType | null; itemId: number }
  | { kind: 'error'; message: string; unknown: UnknownCode | null };

/** What one finished job left behind. */
export type ScanLogLine =
  | { ok: true; figure: Figure; condition: Condition; packaging: PackagingType | null; itemId: number }
  | { ok: false; code: string; message: string };

/** One line of the session log, newest first. */
export type ScanLogEntry = ScanLogLine & { id: number };

/** What the copy a job adds is like: the scan page's condition and packaging when the code was submitted. */
interface CopyChoice {
  condition: Condition;
  packaging: PackagingType | null;
}

/** Work handed to the queue: a scanned or typed code, or linking an unknown code to a chosen figure. */
export type ScanJob =
  | ({ kind: 'scan'; code: string; format: BarcodeFormat | null } & CopyChoice)
  | ({ kind: 'link'; unknown: UnknownCode; format: BarcodeFormat | null; figure: Figure } & CopyChoice);

export const BUSY_LOOKUP = 'Looking up figure...';
export const BUSY_ADD = 'Adding to inventory...';
export const LOOKUP_FAILED = 'Failed to lookup UPC';
export const ADD_FAILED = 'Failed to add to inventory';
export const LINK_FAILED = 'Failed to link the code to the figure';
