import { CloudUpload, SearchX } from 'lucide-react';
import type { Figure } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CheckAnswer, GetReady } from '../pocket/index.ts';

/** What a code scanned in Check mode (or with the server out of reach) found in the phone's copy. */
export type PocketScan =
  | { kind: 'answer'; code: string; figures: Figure[]; queued: Figure | null; choose: boolean }
  | { kind: 'unknown'; code: string; offline: boolean }
  | { kind: 'not-ready'; code: string }
  | { kind: 'preparing'; code: string }
  | { kind: 'failed'; code: string; message: string };

interface PocketScanCardProps {
  scan: PocketScan;
  /** Adds a copy of one of the figures a shared code names (the collector says which). */
  onChoose: (figure: Figure) => void;
}

/** The answer of a checked code (or one added offline), from the phone's copy, said as of when. */
export function PocketScanCard({ scan, onChoose }: PocketScanCardProps) {
  switch (scan.kind) {
    case 'preparing':
      return (
        <div role="status" className="flex items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
          <Spinner />
          <span className="font-medium">Getting your collection onto this phone, to answer {scan.code}...</span>
        </div>
      );
    case 'not-ready':
      return (
        <div role="alert" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
          <p className="font-semibold">This phone holds no copy of your collection, so it cannot answer {scan.code} without the server.</p>
          <p className="text-sm">Next time, get ready before leaving home: the Scan page&apos;s &quot;Get ready for a show&quot;, or Settings.</p>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100">
          {scan.message}
        </div>
      );
    case 'unknown':
      return (
        <div role="alert" data-testid="check-unknown" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100">
          <SearchX className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold">No figure in your catalogue has the code {scan.code}.</p>
            <p>{scan.offline ? 'Find it by name (Add by name), or link the code to its figure once the server answers.' : 'Switch to Add to link the code to the figure you hold.'}</p>
          </div>
        </div>
      );
    case 'answer':
      return (
        <div className="space-y-3" role="status">
          {scan.queued && (
            <p data-testid="scan-queued" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
              <CloudUpload className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                Added <strong>{scan.queued.name}</strong> on this phone: waiting to sync, it goes to your collection as soon as the server answers.
              </span>
            </p>
          )}
          {scan.choose && <p className="text-sm font-medium">{scan.code} is the code of {scan.figures.length} figures: which one do you hold?</p>}
          {scan.figures.map((figure) => (
            <div key={figure.id} className="space-y-2">
              {scan.choose && (
                <Button size="sm" onClick={() => onChoose(figure)}>
                  It is {figure.name}: add it
                </Button>
              )}
              <CheckAnswer figure={figure} />
            </div>
          ))}
        </div>
      );
  }
}

/** "Get ready for a show" where a phone scans: what it holds, and the button that fetches it. */
export function ScanGetReady() {
  return (
    <section aria-labelledby="scan-get-ready" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <h2 id="scan-get-ready" className="font-semibold">
        At a show
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-400">Check answers from this phone&apos;s copy of your collection, with or without a connection.</p>
      <GetReady />
    </section>
  );
}
