import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lookupFailureSchema, normalizeUpc, type Condition, type Figure, type PackagingType } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { lookupUpc, useLinkCode } from '../../api/figures.ts';
import { useAddCopy } from '../../api/inventory.ts';
import { createScanQueue } from './scan-queue.ts';
import { SUCCESS_MESSAGE_MS } from './scan-timings.ts';
import {
  ADD_FAILED, BUSY_ADD, BUSY_LOOKUP, LINK_FAILED, LOOKUP_FAILED,
  type ScanJob, type ScanLogEntry, type ScanLogLine, type ScanResult, type UnknownCode,
} from './scan-outcome.ts';

/** Kept for the session log; older lines drop off. */
const LOG_LIMIT = 20;

/** A failed step, with the text to show. */
class StepFailure extends Error {
  constructor(message: string, readonly unknown: UnknownCode | null = null) {
    super(message);
  }
}

/** The server's own `{ error }` text, else the step's fixed message (spec section 8). */
function messageOf(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | null) : null;
  return typeof body?.error === 'string' && body.error !== '' ? body.error : fallback;
}

function unknownCodeOf(error: unknown, job: Extract<ScanJob, { kind: 'scan' }>, logId: number): UnknownCode | null {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) return null;
  const body = lookupFailureSchema.safeParse(error.body);
  const normal = normalizeUpc(job.code);
  return {
    upc: normal.ok ? normal.code : job.code.trim(),
    raw: job.code.trim(),
    format: job.format,
    logId,
    status: error.status,
    candidates: body.success ? (body.data.candidates ?? []) : [],
    listingTitles: body.success ? (body.data.listing_titles ?? []) : [],
  };
}

/**
 * The scan flow of spec section 4: look up, add with the chosen condition, count, show the outcome. Every code
 * (typed, from a USB scanner, from the camera) and every link goes through one queue, so none is lost or reordered.
 * `onSettled` runs after each job (the page refocuses the field then).
 */
export function useScanFlow(onSettled: () => void) {
  const [result, setResult] = useState<ScanResult>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<ScanLogEntry[]>([]);
  const [scanned, setScanned] = useState(0);
  const addCopy = useAddCopy();
  const linkCode = useLinkCode();
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextLogId = useRef(1);

  const show = useCallback((next: ScanResult) => {
    clearTimeout(successTimer.current);
    setResult(next);
    if (next.kind === 'success') successTimer.current = setTimeout(() => setResult({ kind: 'idle' }), SUCCESS_MESSAGE_MS);
  }, []);
  useEffect(() => () => clearTimeout(successTimer.current), []);

  /** Adds a line, or replaces the line with that id in place (a link's outcome replaces its code's failure). */
  const writeLog = useCallback((id: number, line: ScanLogLine) => {
    const entry = { ...line, id };
    setLog((previous) => {
      const at = previous.findIndex((e) => e.id === id);
      return at === -1 ? [entry, ...previous].slice(0, LOG_LIMIT) : previous.with(at, entry);
    });
    if (line.ok) setScanned((n) => n + 1);
  }, []);

  const runJob = async (job: ScanJob) => {
    const code = job.kind === 'scan' ? job.code : job.unknown.raw;
    const logId = job.kind === 'scan' ? nextLogId.current++ : job.unknown.logId;
    try {
      let figure: Figure;
      if (job.kind === 'scan') {
        show({ kind: 'busy', text: BUSY_LOOKUP });
        try {
          figure = (await lookupUpc(job.code)).figure;
        } catch (error) {
          throw new StepFailure(messageOf(error, LOOKUP_FAILED), unknownCodeOf(error, job, logId));
        }
      } else {
        show({ kind: 'busy', text: `Linking ${job.unknown.upc} to ${job.figure.name}...` });
        try {
          figure = await linkCode.mutateAsync({ figureId: job.figure.id, link: { upc: job.unknown.raw, ...(job.format && { format: job.format }) } });
        } catch (error) {
          throw new StepFailure(messageOf(error, LINK_FAILED));
        }
      }
      show({ kind: 'busy', text: BUSY_ADD });
      let itemId: number;
      try {
        itemId = (await addCopy.mutateAsync({ figure_id: figure.id, condition: job.condition, ...(job.packaging && { packaging_type: job.packaging }) })).id;
      } catch (error) {
        throw new StepFailure(messageOf(error, ADD_FAILED));
      }
      show({ kind: 'success', figure, condition: job.condition, packaging: job.packaging, itemId });
      writeLog(logId, { ok: true, figure, condition: job.condition, packaging: job.packaging, itemId });
    } catch (error) {
      const failure = error instanceof StepFailure ? error : new StepFailure(LOOKUP_FAILED);
      show({ kind: 'error', message: failure.message, unknown: failure.unknown });
      writeLog(logId, { ok: false, code, message: failure.message });
    } finally {
      onSettledRef.current();
    }
  };

  // The queue lives as long as the page; it always calls the latest runner (fresh mutations and callbacks).
  const runRef = useRef(runJob);
  const onSettledRef = useRef(onSettled);
  useLayoutEffect(() => {
    runRef.current = runJob;
    onSettledRef.current = onSettled;
  });
  const [queue] = useState(() => createScanQueue<ScanJob>((job) => runRef.current(job), setBusy));

  const dismiss = useCallback(() => show({ kind: 'idle' }), [show]);
  /** A copy added another way (by name) joins the session's log and count. */
  const record = useCallback(
    (figure: Figure, condition: Condition, packaging: PackagingType | null, itemId: number) =>
      writeLog(nextLogId.current++, { ok: true, figure, condition, packaging, itemId }),
    [writeLog],
  );
  return { result, busy, log, scanned, submit: queue.push, dismiss, record };
}
