import { Link } from 'react-router';
import { History, XCircle } from 'lucide-react';
import { ConditionBadge } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import type { ScanLogEntry } from './scan-outcome.ts';

/** Every outcome of this visit, newest first, so a fast run of scans can be checked afterwards. */
export function ScanLog({ log }: { log: ScanLogEntry[] }) {
  return (
    <Card aria-labelledby="scan-log">
      <CardTitle icon={<History className="h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />}>
        <span id="scan-log">This session</span>
      </CardTitle>
      {log.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">Figures you scan on this visit are listed here.</p>
      ) : (
        <ul className="divide-y divide-gray-100 dark:divide-gray-800" data-testid="scan-log">
          {log.map((entry) =>
            entry.ok ? (
              <li key={entry.id} className="flex items-center gap-3 py-2">
                <FigureImage src={entry.figure.thumbnail_url ?? entry.figure.image_url} name={entry.figure.name} className="h-9 w-9" />
                <div className="min-w-0 flex-1">
                  <Link to={`/inventory/${entry.itemId}`} className="block truncate text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
                    {entry.figure.name}
                  </Link>
                  <span className="block text-xs text-gray-600 dark:text-gray-400">
                    {entry.figure.year} · {entry.figure.series}
                    {entry.packaging && ` · ${packagingWord(entry.packaging)}`}
                  </span>
                </div>
                <ConditionBadge condition={entry.condition} />
              </li>
            ) : (
              <li key={entry.id} className="flex items-start gap-3 py-2">
                <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
                <div className="min-w-0 text-sm">
                  <span className="block font-mono">
                    <span className="sr-only">Failed: </span>
                    {entry.code}
                  </span>
                  <span className="block text-xs break-words text-gray-600 dark:text-gray-400">{entry.message}</span>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </Card>
  );
}
