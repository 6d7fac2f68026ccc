import { describe, expect, it } from 'vitest';
import { newDealsBadge, newDealsLabel } from './deals-badge.ts';
import { agoText, checkTotalsText, gapIsDeal, gapText, lastCheckText, shippingText, timeLeftText, wantedCopyText, wantMissingSummary } from './wants-text.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('timeLeftText', () => {
  it('says hours and minutes, days and hours, or minutes', () => {
    expect(timeLeftText(inMs(2 * HOUR + 15 * MIN + 30_000), NOW)).toBe('2 h 15 min left');
    expect(timeLeftText(inMs(3 * HOUR), NOW)).toBe('3 h left');
    expect(timeLeftText(inMs(3 * 24 * HOUR + 4 * HOUR + 59 * MIN), NOW)).toBe('3 d 4 h left');
    expect(timeLeftText(inMs(2 * 24 * HOUR + 10 * MIN), NOW)).toBe('2 d left');
    expect(timeLeftText(inMs(15 * MIN), NOW)).toBe('15 min left');
    expect(timeLeftText(inMs(20_000), NOW)).toBe('under a minute left');
  });

  it('says an auction that is over has ended, and nothing for a fixed-price listing or a bad time', () => {
    expect(timeLeftText(inMs(0), NOW)).toBe('Ended');
    expect(timeLeftText(inMs(-HOUR), NOW)).toBe('Ended');
    expect(timeLeftText(null, NOW)).toBeNull();
    expect(timeLeftText('soon', NOW)).toBeNull();
  });
});

describe('agoText', () => {
  it('says how long ago in minutes or hours, then the day', () => {
    expect(agoText(inMs(-10_000), NOW)).toBe('just now');
    expect(agoText(inMs(-12 * MIN), NOW)).toBe('12 min ago');
    expect(agoText(inMs(-5 * HOUR - 59 * MIN), NOW)).toBe('5 h ago');
    expect(agoText(inMs(-3 * 24 * HOUR), NOW)).toBe(`on ${new Date(inMs(-3 * 24 * HOUR)).toLocaleDateString()}`);
  });
});

describe('gapText', () => {
  it('says how far the best listing is under or above the target', () => {
    expect(gapText(-3.2, 'target')).toBe('$3.20 under your target');
    expect(gapText(12, 'target')).toBe('$12.00 above your target');
    expect(gapText(0, 'target')).toBe('right at your target');
    // Floating-point noise is no gap.
    expect(gapText(0.1 + 0.2 - 0.3, 'target')).toBe('right at your target');
  });

  it('names the price watched for when no target sets it, and says nothing without a gap or a rule', () => {
    expect(gapText(-1.5, 'under_average')).toBe('$1.50 under the price watched for');
    expect(gapText(null, 'target')).toBeNull();
    expect(gapText(5, 'none')).toBeNull();
  });

  it('counts a listing at or under the price as a deal', () => {
    expect(gapIsDeal(-0.01)).toBe(true);
    expect(gapIsDeal(0)).toBe(true);
    expect(gapIsDeal(0.01)).toBe(false);
    expect(gapIsDeal(null)).toBe(false);
  });
});

describe('newDealsBadge', () => {
  const deal = (status: string) => ({ status });

  it('shows nothing without new deals', () => {
    expect(newDealsBadge(undefined)).toBeNull();
    expect(newDealsBadge([])).toBeNull();
    expect(newDealsBadge([deal('dismissed')])).toBeNull();
  });

  it('counts the new deals, up to 9+', () => {
    expect(newDealsBadge([deal('new')])).toBe('1');
    expect(newDealsBadge([deal('new'), deal('dismissed'), deal('new')])).toBe('2');
    expect(newDealsBadge(Array.from({ length: 9 }, () => deal('new')))).toBe('9');
    expect(newDealsBadge(Array.from({ length: 12 }, () => deal('new')))).toBe('9+');
  });

  it('is read aloud with its link', () => {
    expect(newDealsLabel('1')).toBe('1 new deal');
    expect(newDealsLabel('3')).toBe('3 new deals');
    expect(newDealsLabel('9+')).toBe('9+ new deals');
  });
});

describe('the words of the want list', () => {
  it('says shipping, the wanted copy and what Want all missing did', () => {
    expect(shippingText(0)).toBe('Free');
    expect(shippingText(4.5)).toBe('$4.50');
    expect(wantedCopyText('loose', null)).toBe('Loose');
    expect(wantedCopyText('carded', 'soft head')).toBe('Carded, soft head');
    expect(wantMissingSummary({ added: 3, already_wanted: 1 })).toBe('Added 3 to your want list (1 already there)');
  });

  it('says how the last check ended, when, and what it found and sent', () => {
    expect(lastCheckText({ status: 'never', message: null, finished_at: null }, NOW)).toBeNull();
    expect(lastCheckText({ status: 'running', message: 'Checking', finished_at: null }, NOW)).toBeNull();
    expect(lastCheckText({ status: 'succeeded', message: null, finished_at: inMs(-3 * MIN) }, NOW)).toBe('Last check finished 3 min ago');
    expect(lastCheckText({ status: 'failed', message: 'eBay answered 500', finished_at: inMs(-2 * HOUR) }, NOW)).toBe('Last check failed 2 h ago: eBay answered 500');
    expect(checkTotalsText({ deals_found: 1, alerts_sent: 2, alerts_failed: 0 })).toBe('1 deal found · 2 alerts sent · 0 failed');
    expect(checkTotalsText({ deals_found: 0, alerts_sent: 1, alerts_failed: 1 })).toBe('0 deals found · 1 alert sent · 1 failed');
  });
});
