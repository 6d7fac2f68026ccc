import { useId } from 'react';
import { Link } from 'react-router';
import { LineChart } from 'lucide-react';
import {
  CONFIDENCE_EXPLAINED, formatChangeRange, formatMoney, formatSignedPercent, isFittedTrend, MARKET_TRENDS_SHOWN, TREND_RULE_TEXT,
  type ChangeRangeBody, type MarketTrend, type TrendAction, type VolumeTrend,
} from '@tmnt/domain';
import { Badge, type BadgeColor } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ACTION_LABELS, tierLabel, tone, TONE_CLASSES, trendBasisText, VOLUME_LABELS, withoutTrendText } from './analysis-text.ts';
import { Cell, ResponsiveTable, Row } from './ResponsiveTable.tsx';

const COLUMNS = ['Figure', 'Current Price', '30d Change', '90d Change', 'Volume Trend', 'Action', 'Confidence'];
const VOLUME_COLORS: Record<VolumeTrend, BadgeColor> = { increasing: 'green', decreasing: 'red', stable: 'gray' };
const ACTION_COLORS: Record<TrendAction, BadgeColor> = { sell: 'red', buy_more: 'green', trade: 'blue', hold: 'gray' };
const muted = 'text-xs text-gray-600 dark:text-gray-300';

/** A change along the fitted line (signed, one decimal, green above 0, red below, grey at 0) and its plausible range. */
function Change({ value, range }: { value: number; range: ChangeRangeBody }) {
  const t = tone(value);
  return (
    <>
      <span data-tone={t} className={`font-semibold tabular-nums ${TONE_CLASSES[t]}`}>
        {formatSignedPercent(value)}
      </span>
      <span data-testid="change-range" className={`block tabular-nums md:whitespace-nowrap ${muted}`}>
        {formatChangeRange(range)}
      </span>
    </>
  );
}

/** What a row without a trend says in place of its numbers: why there are none, and what would give them. */
type NoTrendStatus = Exclude<MarketTrend['status'], 'trend'>;
const NO_TREND: Record<NoTrendStatus, { title: string; detail: string }> = {
  not_enough_sales: { title: 'Not enough sales', detail: `A trend needs ${TREND_RULE_TEXT}; no change, forecast or action until then.` },
  packaging_not_set: { title: 'Packaging not set', detail: "Set it on the copy (Sealed MOC is carded; Loose, Opened or Resealed is loose) to see its tier's trend." },
};

function TrendRow({ trend, explainedId }: { trend: MarketTrend; explainedId: string }) {
  return (
    <Row data-figure-id={trend.figure_id} data-tier={trend.tier ?? 'none'} data-status={trend.status}>
      <Cell>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={`/figures/${trend.figure_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            {trend.figure_name}
          </Link>
          <Badge color={trend.tier === null ? 'amber' : 'gray'}>
            <span data-testid="trend-tier">{tierLabel(trend.tier)}</span>
          </Badge>
        </span>
        {trend.basis && (
          <span data-testid="trend-basis" className={`block ${muted}`}>
            {trendBasisText(trend.basis)}
          </span>
        )}
      </Cell>
      <Cell label="Current Price" className="font-semibold tabular-nums">
        {trend.current_price === null ? <span className={muted}>none yet</span> : formatMoney(trend.current_price)}
      </Cell>
      {isFittedTrend(trend) ? (
        <>
          <Cell label="30d Change">
            <Change value={trend.price_change_30d} range={trend.change_30d_range} />
          </Cell>
          <Cell label="90d Change">
            <Change value={trend.price_change_90d} range={trend.change_90d_range} />
          </Cell>
          <Cell label="Volume Trend">{trend.volume_trend && <Badge color={VOLUME_COLORS[trend.volume_trend]}>{VOLUME_LABELS[trend.volume_trend]}</Badge>}</Cell>
          <Cell label="Action">
            {trend.recommendation && (
              <span title={trend.reason}>
                <Badge color={ACTION_COLORS[trend.recommendation]}>{ACTION_LABELS[trend.recommendation]}</Badge>
              </span>
            )}
          </Cell>
          <Cell label="Confidence" className="tabular-nums">
            <span title={CONFIDENCE_EXPLAINED} aria-describedby={explainedId} className="cursor-help underline decoration-dotted underline-offset-2">
              {trend.confidence}%
            </span>
          </Cell>
        </>
      ) : (
        // One cell across the five columns a trend would fill: no number where there is none to give.
        <Cell label="Trend" stacked colSpan={5}>
          <span data-testid="no-trend" className="font-medium text-gray-700 dark:text-gray-200">
            {NO_TREND[trend.status as NoTrendStatus].title}
          </span>
          <span className={`block ${muted}`}>{NO_TREND[trend.status as NoTrendStatus].detail}</span>
        </Cell>
      )}
    </Row>
  );
}

/**
 * Market Trends (spec: the first 20 rows): each owned figure in each packaging tier it is owned in, its trend with the
 * range each change could plausibly take, or why it has none ("not enough sales", "packaging not set"). With no row
 * with a trend, a line says how to get the sales.
 */
export function MarketTrends({ trends, figuresOwned, withoutTrend }: { trends: MarketTrend[]; figuresOwned: number; withoutTrend: number }) {
  const explainedId = useId();
  const shown = trends.slice(0, MARKET_TRENDS_SHOWN);
  const noTrend = !trends.some((t) => t.status === 'trend');
  const howToGetSales = (
    <p data-testid="no-trends" className="text-sm text-gray-700 dark:text-gray-200">
      No figure you own has enough sales for a trend yet ({TREND_RULE_TEXT} are needed). Fetch prices with Market Data above (Collect Top 50 or
      Collect Unpriced), refresh a figure's prices on its page, or record sales you know of there by hand.
    </p>
  );
  return (
    <Card aria-label="Market Trends">
      <CardTitle
        icon={<LineChart className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        actions={trends.length > shown.length && <span className="text-sm text-gray-600 dark:text-gray-300">First {shown.length} of {trends.length}</span>}
      >
        Market Trends
      </CardTitle>
      {shown.length === 0 ? (
        howToGetSales
      ) : (
        <>
          <p id={explainedId} className="sr-only">
            {CONFIDENCE_EXPLAINED}
          </p>
          {noTrend && <div className="mb-3">{howToGetSales}</div>}
          <p className="mb-2 text-sm text-gray-600 dark:text-gray-300">
            Each figure per packaging tier: carded and loose copies sell apart. Under each change, the range it could plausibly take; an action only
            when that range is clear of zero.
          </p>
          <ResponsiveTable label="Market Trends" columns={COLUMNS}>
            {shown.map((trend) => (
              <TrendRow key={`${trend.figure_id}-${trend.tier ?? 'none'}`} trend={trend} explainedId={explainedId} />
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
