import { useId } from 'react';
import { Link } from 'react-router';
import { LineChart } from 'lucide-react';
import { CONFIDENCE_EXPLAINED, formatMoney, formatSignedPercent, MARKET_TRENDS_SHOWN, type MarketTrend, type TrendAction, type VolumeTrend } from '@tmnt/domain';
import { Badge, type BadgeColor } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ACTION_LABELS, tone, TONE_CLASSES, TREND_RULE_TEXT, trendBasisText, VOLUME_LABELS, withoutTrendText } from './analysis-text.ts';
import { Cell, ResponsiveTable, Row } from './ResponsiveTable.tsx';

const COLUMNS = ['Figure', 'Current Price', '30d Change', '90d Change', 'Volume Trend', 'Action', 'Confidence'];
const VOLUME_COLORS: Record<VolumeTrend, BadgeColor> = { increasing: 'green', decreasing: 'red', stable: 'gray' };
const ACTION_COLORS: Record<TrendAction, BadgeColor> = { sell: 'red', buy_more: 'green', trade: 'blue', hold: 'gray' };

/** A change along the fitted line: signed, one decimal, green above 0, red below, grey at 0. */
function Change({ value }: { value: number }) {
  const t = tone(value);
  return (
    <span data-tone={t} className={`font-semibold tabular-nums ${TONE_CLASSES[t]}`}>
      {formatSignedPercent(value)}
    </span>
  );
}

function TrendRow({ trend, explainedId }: { trend: MarketTrend; explainedId: string }) {
  return (
    <Row data-figure-id={trend.figure_id}>
      <Cell>
        <Link to={`/figures/${trend.figure_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
          {trend.figure_name}
        </Link>
        <span data-testid="trend-basis" className="block text-xs text-gray-600 dark:text-gray-300">
          {trendBasisText(trend.basis)}
        </span>
      </Cell>
      <Cell label="Current Price" className="font-semibold tabular-nums">
        {formatMoney(trend.current_price)}
      </Cell>
      <Cell label="30d Change">
        <Change value={trend.price_change_30d} />
      </Cell>
      <Cell label="90d Change">
        <Change value={trend.price_change_90d} />
      </Cell>
      <Cell label="Volume Trend">
        <Badge color={VOLUME_COLORS[trend.volume_trend]}>{VOLUME_LABELS[trend.volume_trend]}</Badge>
      </Cell>
      <Cell label="Action">
        <span title={trend.reason}>
          <Badge color={ACTION_COLORS[trend.recommendation]}>{ACTION_LABELS[trend.recommendation]}</Badge>
        </span>
      </Cell>
      <Cell label="Confidence" className="tabular-nums">
        <span title={CONFIDENCE_EXPLAINED} aria-describedby={explainedId} className="cursor-help underline decoration-dotted underline-offset-2">
          {trend.confidence}%
        </span>
      </Cell>
    </Row>
  );
}

/**
 * Market Trends (spec: the first 20 rows): each owned figure with enough sales for a trend, what it rests on, and
 * how many owned figures have too few sales for one. With none, a line saying how to get them instead of a table.
 */
export function MarketTrends({ trends, figuresOwned, withoutTrend }: { trends: MarketTrend[]; figuresOwned: number; withoutTrend: number }) {
  const explainedId = useId();
  const shown = trends.slice(0, MARKET_TRENDS_SHOWN);
  return (
    <Card aria-label="Market Trends">
      <CardTitle
        icon={<LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        actions={trends.length > shown.length && <span className="text-sm text-gray-600 dark:text-gray-300">First {shown.length} of {trends.length}</span>}
      >
        Market Trends
      </CardTitle>
      {shown.length === 0 ? (
        <p data-testid="no-trends" className="text-sm text-gray-700 dark:text-gray-200">
          No figure you own has enough sales for a trend yet ({TREND_RULE_TEXT} are needed). Fetch prices with Market Data above (Collect Top 50 or
          Collect Unpriced), refresh a figure's prices on its page, or record sales you know of there by hand.
        </p>
      ) : (
        <>
          <p id={explainedId} className="sr-only">
            {CONFIDENCE_EXPLAINED}
          </p>
          <ResponsiveTable label="Market Trends" columns={COLUMNS}>
            {shown.map((trend) => (
              <TrendRow key={trend.figure_id} trend={trend} explainedId={explainedId} />
            ))}
          </ResponsiveTable>
          {withoutTrend > 0 && (
            <p data-testid="without-trend" className="mt-3 text-sm text-gray-600 dark:text-gray-300">
              {withoutTrendText(withoutTrend, figuresOwned)}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
