import { formatDisplayDate, formatMoney, fromCents, ROLLING_MEDIAN_SALES, tierSeries, toCents, type PriceHistory, type TierSeries } from '@tmnt/domain';
import type { ChartData, ChartDataset, ChartOptions, Plugin, TooltipItem } from 'chart.js';
import { TIER_STYLES, tierKey, type TierKey } from '../market/index.ts';
import { moneyTick } from '../../components/money-text.ts';

// Issue 22 departs from the spec's chart (one green line, tension 0.4, axis not from zero): see decision 024.

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) as a number of days, the x of the chart: a linear axis spaces sales by time, not by count. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
const dayFromNumber = (n: number): Date => new Date(Math.round(n) * DAY_MS);

export const TIER_NAMES: Record<TierKey, string> = { carded: 'Carded', loose: 'Loose', unknown: 'Packaging not known' };

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  kind: 'sold' | 'asking' | 'median';
}

/** One drawn series: a tier's prices as points, or the line through its rolling median. */
export type PriceDataset = ChartDataset<'line', ChartPoint[]> & { tier: TierKey; role: 'points' | 'median' };

// Axis text and grid lines follow the page theme so the chart stays readable in dark mode.
const THEMES = {
  light: { text: '#4b5563', grid: 'rgba(17, 24, 39, 0.08)' },
  dark: { text: '#d1d5db', grid: 'rgba(243, 244, 246, 0.12)' },
} as const;

const point = (p: { date: string; priceCents: number }, kind: ChartPoint['kind']): ChartPoint => ({ x: dayNumber(p.date), y: fromCents(p.priceCents), date: p.date, kind });

/** The spec's list of points (GET /api/figures/{id}/price-history) as the chart draws it: per tier, with its rolling median. */
export const chartSeries = (history: PriceHistory): TierSeries[] =>
  tierSeries(history.map(({ date, price, tier, kind }) => ({ date, priceCents: toCents(price), tier, kind })));

/**
 * Per tier: its prices as points (sold filled, asking hollow, in the tier's colour and shape, no line between them)
 * and the line through its rolling median, straight from one median to the next so it never overshoots the prices.
 */
export function priceChartData(tiers: readonly TierSeries[], dark: boolean, hidden: ReadonlySet<TierKey> = new Set()): ChartData<'line', ChartPoint[]> {
  const datasets = tiers.flatMap((series): PriceDataset[] => {
    const tier = tierKey(series.tier);
    const style = TIER_STYLES[tier];
    const colour = dark ? style.dark : style.light;
    const points = series.points.map((p) => point(p, p.kind));
    const shared = { tier, borderColor: colour, pointStyle: style.pointStyle, hidden: hidden.has(tier) };
    const dots: PriceDataset = {
      ...shared,
      role: 'points',
      label: TIER_NAMES[tier],
      data: points,
      showLine: false,
      pointRadius: 4,
      pointHoverRadius: 6,
      pointBorderWidth: 1.5,
      pointBorderColor: colour,
      pointBackgroundColor: points.map((p) => (p.kind === 'sold' ? colour : 'transparent')),
    };
    if (series.median.length === 0) return [dots];
    const median: PriceDataset = {
      ...shared,
      role: 'median',
      label: `${TIER_NAMES[tier]} median`,
      data: series.median.map((p) => point(p, 'median')),
      showLine: true,
      tension: 0,
      borderWidth: 2,
      pointRadius: 0,
      pointHitRadius: 4,
      fill: false,
    };
    // Points over their line: Chart.js draws the first dataset last.
    return [dots, median];
  });
  return { datasets };
}

/** Over more days than this, the date axis is marked by months (else by days). */
const MONTHS_FROM_DAYS = 120;
/** At most about this many date ticks; on a narrow chart Chart.js leaves out those that would overlap. */
const MAX_DATE_TICKS = 8;

/** Tick text for a day: month and year when the axis is marked by months, month and day when by days. */
export function dayTick(n: number, spanDays: number): string {
  const options: Intl.DateTimeFormatOptions = spanDays > MONTHS_FROM_DAYS ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  return dayFromNumber(n).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });
}

/**
 * Where the date axis is marked: the first of every month (or every 2nd, 3rd, 6th, 12th) over a long history, else
 * every day (or 2nd, 7th, 14th, 28th): whole dates, never two ticks for one month.
 */
export function dayTicks({ min, max }: { min: number; max: number }): number[] {
  const span = max - min;
  if (span > MONTHS_FROM_DAYS) {
    const first = dayFromNumber(Math.ceil(min));
    const months: number[] = [];
    for (let month = first.getUTCMonth() + (first.getUTCDate() === 1 ? 0 : 1); ; month++) {
      const day = Date.UTC(first.getUTCFullYear(), month, 1) / DAY_MS;
      if (day > max) break;
      months.push(day);
    }
    const step = [1, 2, 3, 6].find((s) => months.length / s <= MAX_DATE_TICKS) ?? 12;
    return months.filter((_, i) => i % step === 0);
  }
  const step = [1, 2, 7, 14].find((s) => span / s <= MAX_DATE_TICKS) ?? 28;
  const days: number[] = [];
  for (let day = Math.ceil(min); day <= max; day += step) days.push(day);
  return days;
}

/** The days the chart spans, with a little room either side so the first and last points are drawn whole. */
export function dayRange(tiers: readonly TierSeries[]): { min: number; max: number } {
  const days = tiers.flatMap((t) => t.points.map((p) => dayNumber(p.date)));
  const first = Math.min(...days);
  const last = Math.max(...days);
  const pad = Math.max(1, Math.round((last - first) * 0.03));
  return { min: first - pad, max: last + pad };
}

function tooltipLabel(context: TooltipItem<'line'>): string {
  const raw = context.raw as ChartPoint;
  const dataset = context.dataset as PriceDataset;
  const what = raw.kind === 'median' ? 'median' : raw.kind === 'sold' ? 'sold' : 'asking';
  return `${TIER_NAMES[dataset.tier]} ${what}: ${formatMoney(raw.y)}`;
}

export function priceChartOptions(dark: boolean, range: { min: number; max: number }): ChartOptions<'line'> {
  const theme = dark ? THEMES.dark : THEMES.light;
  const span = range.max - range.min;
  return {
    responsive: true,
    // The container sets the size: 2:1 on wide screens, taller than that on a phone so the prices stay readable.
    maintainAspectRatio: false,
    interaction: { mode: 'nearest', intersect: false },
    plugins: {
      // The key is drawn in the page (it wraps on a phone and its tier buttons show or hide a tier).
      legend: { display: false },
      title: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => (items.length > 0 ? formatDisplayDate((items[0].raw as ChartPoint).date) : ''),
          label: tooltipLabel,
        },
      },
    },
    scales: {
      x: {
        type: 'linear',
        min: range.min,
        max: range.max,
        afterBuildTicks: (scale) => {
          scale.ticks = dayTicks(range).map((value) => ({ value }));
        },
        ticks: { color: theme.text, maxRotation: 0, autoSkipPadding: 16, callback: (value) => dayTick(Number(value), span) },
        grid: { color: theme.grid },
      },
      // Prices are never below 0: the axis starts there, and nothing drawn (straight lines between medians) dips below.
      y: {
        type: 'linear',
        min: 0,
        beginAtZero: true,
        grace: '5%',
        ticks: { color: theme.text, maxTicksLimit: 6, callback: moneyTick },
        grid: { color: theme.grid },
      },
    },
  };
}

/** Writes the drawn axis bounds and series on the canvas (data-y-min, data-y-max): what the browser tests read. */
export const scaleReport: Plugin<'line'> = {
  id: 'scaleReport',
  afterUpdate(chart) {
    const { y } = chart.scales;
    chart.canvas.dataset.yMin = String(y.min);
    chart.canvas.dataset.yMax = String(y.max);
  },
};

/** Whether any tier has a median line to draw (a tier with sales, of known packaging). */
export const hasMedian = (tiers: readonly TierSeries[]): boolean => tiers.some((t) => t.median.length > 0);

/** The chart in words, for a screen reader: each tier's sales and asking prices, the dates, and what the lines are. */
export function priceChartSummary(series: readonly TierSeries[]): string {
  const tiers = series.map((t) => {
    const sold = t.points.filter((p) => p.kind === 'sold').length;
    const asking = t.points.length - sold;
    const counts = [sold > 0 ? `${sold} sold` : null, asking > 0 ? `${asking} asking` : null].filter(Boolean).join(' and ');
    return `${TIER_NAMES[tierKey(t.tier)].toLowerCase()} ${counts}`;
  });
  const dates = series.flatMap((t) => t.points.map((p) => p.date)).sort();
  const lines = hasMedian(series) ? `; lines are the median of the last ${ROLLING_MEDIAN_SALES} sales` : '';
  return `Price history chart: ${tiers.join(', ')}, from ${formatDisplayDate(dates[0])} to ${formatDisplayDate(dates[dates.length - 1])}${lines}`;
}
