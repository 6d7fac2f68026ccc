import { Link } from 'react-router';
import { BadgeDollarSign } from 'lucide-react';
import { formatCopyValue, formatMoney, valueIsPurchasePrice, type SellRecommendation } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';
import { forecastBasisText, moneyRangeText, tierLabel } from './analysis-text.ts';
import { Cell, ResponsiveTable, Row } from './ResponsiveTable.tsx';

const COLUMNS = ['Figure', 'Current Value', '30d Forecast', 'Optimal Time', 'Reasoning'];

function Forecast({ recommendation }: { recommendation: SellRecommendation }) {
  const { predicted_value_30d: predicted, predicted_range_30d: range, forecast_basis: basis } = recommendation;
  // No trend, no forecast: a number here would be made up.
  if (predicted === null) return <span className="text-gray-600 italic dark:text-gray-300">not enough sales to forecast</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">{formatMoney(predicted)}</span>
      {range && (
        <span data-testid="forecast-range" className="block text-xs text-gray-600 tabular-nums dark:text-gray-300">
          plausibly {moneyRangeText(range)}
        </span>
      )}
      {basis && <span className="block text-xs text-gray-600 dark:text-gray-300">{forecastBasisText(basis)}</span>}
    </>
  );
}

/**
 * Sell Recommendations (spec; only when there are any): the most urgent first, each figure linking to its copy, with
 * its tier (a spare is one of several copies in one tier) and its tier's forecast with the range it could take.
 */
export function SellRecommendations({ recommendations, total }: { recommendations: SellRecommendation[]; total: number }) {
  if (recommendations.length === 0) return null;
  return (
    <Card aria-label="Sell Recommendations">
      <CardTitle
        icon={<BadgeDollarSign className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        actions={total > recommendations.length && <span className="text-sm text-gray-600 dark:text-gray-300">Top {recommendations.length} of {total}</span>}
      >
        Sell Recommendations
      </CardTitle>
      <ResponsiveTable label="Sell Recommendations" columns={COLUMNS}>
        {recommendations.map((r) => (
          <Row key={r.inventory_id} data-inventory-id={r.inventory_id}>
            <Cell>
              <Link to={`/inventory/${r.inventory_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                {r.figure_name}
              </Link>
              <span className="block text-xs text-gray-600 dark:text-gray-300">
                {r.condition} · <span data-testid="sell-tier">{tierLabel(r.tier)}</span>
              </span>
            </Cell>
            <Cell label="Current Value" className="tabular-nums md:whitespace-nowrap">
              <span className="font-semibold">{formatCopyValue(r.current_value, r.value_basis)}</span>
              {valueIsPurchasePrice(r.value_basis) && <span className="block text-xs text-gray-600 dark:text-gray-300">purchase price</span>}
            </Cell>
            <Cell label="30d Forecast">
              <Forecast recommendation={r} />
            </Cell>
            <Cell label="Optimal Time" className="md:whitespace-nowrap">
              {r.optimal_sell_time}
            </Cell>
            <Cell label="Reasoning" stacked className="text-gray-700 dark:text-gray-200">
              {r.reasoning}
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
    </Card>
  );
}
