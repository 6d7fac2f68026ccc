import { CONDITIONS, CONDITION_COLORS, formatPercent } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';

const BAR = { green: 'bg-green-500', blue: 'bg-blue-500', yellow: 'bg-yellow-400', orange: 'bg-orange-500', red: 'bg-red-500' } as const;

export function ConditionBars({ byCondition, total }: { byCondition: Record<string, number>; total: number }) {
  return (
    <Card>
      <CardTitle>By Condition</CardTitle>
      <ul className="space-y-2.5">
        {CONDITIONS.map((condition) => {
          const count = byCondition[condition] ?? 0;
          const share = total > 0 ? (count / total) * 100 : 0;
          return (
            <li key={condition} className="text-sm">
              <div className="mb-1 flex justify-between">
                <span>{condition}</span>
                <span className="tabular-nums text-gray-600 dark:text-gray-300">
                  {count} ({formatPercent(share)})
                </span>
              </div>
              <div className="h-2 rounded-full bg-gray-100 dark:bg-gray-800" role="presentation">
                <div className={`h-2 rounded-full ${BAR[CONDITION_COLORS[condition]]}`} style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
