import { Link } from 'react-router';
import { CheckCircle2, Link2, XCircle } from 'lucide-react';
import { Badge, ConditionBadge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import type { ScanResult } from './scan-outcome.ts';

interface ResultCardProps {
  result: ScanResult;
  onLink: () => void;
}

/** The outcome of the latest scan: busy, 'Success!' (for 3 s) or 'Error' (until the next scan). */
export function ResultCard({ result, onLink }: ResultCardProps) {
  switch (result.kind) {
    case 'idle':
      return null;
    case 'busy':
      return (
        <div role="status" className="flex items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
          <Spinner />
          <span className="font-medium">{result.text}</span>
        </div>
      );
    case 'success':
      return (
        <div role="status" data-testid="scan-success" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-green-700 dark:text-green-300" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="font-semibold">Success!</h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span>
                Added <strong>{result.figure.name}</strong> ({result.figure.year}, {result.figure.series}) as
              </span>
              <ConditionBadge condition={result.condition} />
              {result.packaging && <Badge>{packagingWord(result.packaging)}</Badge>}
            </p>
            <Link to={`/inventory/${result.itemId}?edit=1`} className="mt-1 inline-block text-sm font-medium text-green-900 underline dark:text-green-100">
              Add what it cost
            </Link>
          </div>
        </div>
      );
    case 'error':
      return (
        <div role="alert" data-testid="scan-error" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100">
          <XCircle className="mt-0.5 h-6 w-6 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">Error</h3>
            <p className="mt-0.5 text-sm break-words">{result.message}</p>
            {result.unknown && (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Button variant="secondary" size="sm" onClick={onLink}>
                  <Link2 className="h-4 w-4" aria-hidden="true" /> Link this code to a figure
                </Button>
                <span className="text-xs text-red-800 dark:text-red-200">Save {result.unknown.upc} on the figure you hold, so the next scan finds it.</span>
              </div>
            )}
          </div>
        </div>
      );
  }
}
