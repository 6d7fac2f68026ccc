import type { UseQueryResult } from '@tanstack/react-query';
import { formatPercent, type SeriesCompletion } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';
import { WantMissingButton } from '../wants/index.ts';

const SERIES_SHOWN = 5;

/**
 * The five best-completed series, each short of figures with "Want all missing"; without completion data, the five
 * series with the most items.
 */
export function SeriesCompletionList({ query, bySeries }: { query: UseQueryResult<SeriesCompletion[]>; bySeries: Record<string, number> }) {
  const completion = query.data?.filter((s) => s.owned > 0).slice(0, SERIES_SHOWN) ?? [];
  const fallback = Object.entries(bySeries)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, SERIES_SHOWN);
  return (
    <Card>
      <CardTitle>Series Completion</CardTitle>
      {completion.length > 0 ? (
        <ul className="space-y-3">
          {completion.map((s) => (
            <li key={s.series} className="text-sm">
              <div className="mb-1 flex justify-between gap-2">
                <span className="truncate">{s.series}</span>
                <span className="shrink-0 tabular-nums text-gray-600 dark:text-gray-300">
                  {s.owned}/{s.total} · {formatPercent(s.percentage)}
                </span>
              </div>
              <div
                className="h-2 rounded-full bg-gray-100 dark:bg-gray-800"
                role="progressbar"
                aria-label={`${s.series} completion`}
                aria-valuenow={Math.round(s.percentage)}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-2 rounded-full bg-brand-500" style={{ width: `${s.percentage}%` }} />
              </div>
              {s.owned < s.total && (
                <div className="mt-1 flex justify-end">
                  <WantMissingButton series={s.series} missing={s.total - s.owned} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-y-2 text-sm">
          {fallback.map(([series, count]) => (
            <li key={series} className="flex justify-between gap-2">
              <span className="truncate">{series}</span>
              <span className="tabular-nums text-gray-600 dark:text-gray-300">{count} {count === 1 ? 'item' : 'items'}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
