import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { describeValueBasis, formatCopyValue, type TopValuableItem } from '@tmnt/domain';
import { ConditionBadge, RarityBadge } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';

export function TopDesirable({ query }: { query: UseQueryResult<TopValuableItem[]> }) {
  return (
    <Card>
      <CardTitle icon={<Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />}>Top 10 Most Desirable</CardTitle>
      {query.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>}
      {query.isError && <p className="text-sm text-red-700 dark:text-red-300">Could not load the top list: {query.error.message}</p>}
      {query.data && (
        <ol className="divide-y divide-gray-100 dark:divide-gray-800">
          {query.data.map((item, index) => (
            <li key={item.id}>
              <Link to={`/collection/${item.id}`} className="flex items-center gap-3 rounded-lg px-1 py-2.5 hover:bg-gray-50 dark:hover:bg-gray-800/60">
                <span className="w-6 text-center font-bold text-gray-500 tabular-nums dark:text-gray-400">{index + 1}</span>
                <FigureImage src={item.thumbnail_url} name={item.name} className="h-11 w-11" />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{item.name}</span>
                    <RarityBadge value={item.estimated_value} basis={item.value_basis} />
                  </span>
                  <span className="block truncate text-sm text-gray-600 dark:text-gray-300">
                    {item.year} · {item.series}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatCopyValue(item.estimated_value, item.value_basis)}</span>
                  <span className="text-right text-xs text-gray-600 dark:text-gray-400">
                    {describeValueBasis(item.value_basis, item.value_sample_size, item.variant)}
                    {item.packaging_type === null && ' · packaging not set'}
                  </span>
                  <ConditionBadge condition={item.condition} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
