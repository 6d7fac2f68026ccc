import { describe, expect, it } from 'vitest';
import { portfolioDays, type PortfolioSnapshot } from './history.ts';

const snap = (day: string, valueCents: number, priceDataAt: string | null, extra: Partial<PortfolioSnapshot> = {}): PortfolioSnapshot => ({
  day,
  valueCents,
  investedCents: 8000,
  items: 2,
  priceDataAt,
  ...extra,
});

describe('portfolioDays', () => {
  it('answers no days without snapshots', () => {
    expect(portfolioDays([], '2024-05-06')).toEqual([]);
  });

  it('carries the day before forward over gaps and on to today, marking those days as no snapshot and no new price data', () => {
    const days = portfolioDays(
      [snap('2024-05-01', 10_000, '2024-05-01T06:00:00.000Z'), snap('2024-05-04', 12_345, '2024-05-03T10:00:00.000Z', { investedCents: 9050, items: 3 })],
      '2024-05-06',
    );
    expect(days).toEqual([
      { date: '2024-05-01', value: 100, invested: 80, items: 2, snapshot: true, new_price_data: true },
      { date: '2024-05-02', value: 100, invested: 80, items: 2, snapshot: false, new_price_data: false },
      { date: '2024-05-03', value: 100, invested: 80, items: 2, snapshot: false, new_price_data: false },
      { date: '2024-05-04', value: 123.45, invested: 90.5, items: 3, snapshot: true, new_price_data: true },
      { date: '2024-05-05', value: 123.45, invested: 90.5, items: 3, snapshot: false, new_price_data: false },
      { date: '2024-05-06', value: 123.45, invested: 90.5, items: 3, snapshot: false, new_price_data: false },
    ]);
  });

  it('has new price data only when the snapshot rests on price data other than the snapshot before it', () => {
    const days = portfolioDays(
      [
        snap('2024-05-01', 1000, null),
        snap('2024-05-02', 1000, '2024-05-02T08:00:00.000Z'),
        // Two days later on the same price data: the value moved with the collection only.
        snap('2024-05-04', 1500, '2024-05-02T08:00:00.000Z'),
        snap('2024-05-05', 1700, '2024-05-05T08:00:00.000Z'),
        snap('2024-05-06', 1700, null),
      ],
      '2024-05-06',
    );
    expect(days.map((d) => [d.date, d.snapshot, d.new_price_data])).toEqual([
      ['2024-05-01', true, false],
      ['2024-05-02', true, true],
      ['2024-05-03', false, false],
      ['2024-05-04', true, false],
      ['2024-05-05', true, true],
      ['2024-05-06', true, false],
    ]);
  });

  it('orders the snapshots by day whatever order they come in', () => {
    const days = portfolioDays([snap('2024-05-03', 3000, 'c'), snap('2024-05-01', 1000, 'a'), snap('2024-05-02', 2000, 'a')], '2024-05-03');
    expect(days.map((d) => [d.date, d.value, d.new_price_data])).toEqual([
      ['2024-05-01', 10, true],
      ['2024-05-02', 20, false],
      ['2024-05-03', 30, true],
    ]);
  });

  it('counts calendar days across month ends and leap days', () => {
    const days = portfolioDays([snap('2024-02-28', 1000, 'a')], '2024-03-01');
    expect(days.map((d) => d.date)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(portfolioDays([snap('2023-12-31', 1000, 'a')], '2024-01-01').map((d) => d.date)).toEqual(['2023-12-31', '2024-01-01']);
  });

  it('answers one day for a single snapshot taken today, and runs to the last snapshot when it is after today', () => {
    expect(portfolioDays([snap('2024-05-06', 1000, 'a')], '2024-05-06')).toEqual([{ date: '2024-05-06', value: 10, invested: 80, items: 2, snapshot: true, new_price_data: true }]);
    expect(portfolioDays([snap('2024-05-06', 1000, 'a'), snap('2024-05-08', 2000, 'a')], '2024-05-06').map((d) => [d.date, d.snapshot])).toEqual([
      ['2024-05-06', true],
      ['2024-05-07', false],
      ['2024-05-08', true],
    ]);
  });
});
