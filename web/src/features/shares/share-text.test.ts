import { describe, expect, it } from 'vitest';
import { expiryFrom, expiryText, openedText, reachWarning, showsText } from './share-text.ts';

describe('share texts', () => {
  it('say what a link shows, by its kind', () => {
    expect(showsText({ kind: 'wants', show_values: true, show_targets: false, show_photos: true, filter: {} })).toBe('targets hidden');
    expect(showsText({ kind: 'collection', show_values: true, show_targets: false, show_photos: false, filter: { series: 'Movie Star' } })).toBe(
      'Movie Star only · values shown · photos hidden',
    );
  });

  it('say who has looked and when it ends', () => {
    expect(openedText({ open_count: 0, last_opened_at: null })).toBe('Not opened yet');
    expect(openedText({ open_count: 1, last_opened_at: '2026-11-28T10:00:00Z' })).toMatch(/^Opened 1 time, last on /);
    expect(openedText({ open_count: 3, last_opened_at: '2026-11-28T10:00:00Z' })).toMatch(/^Opened 3 times/);
    expect(expiryText({ expires_at: null, expired: false })).toBe('Lasts until you end it');
    expect(expiryText({ expires_at: '2026-12-06T10:00:00Z', expired: false })).toMatch(/^Ends /);
    expect(expiryText({ expires_at: '2026-11-01T10:00:00Z', expired: true })).toMatch(/^Ended /);
  });

  it('count an expiry in days from now', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(expiryFrom('never', now)).toBeNull();
    expect(expiryFrom('7', now)).toBe('2026-12-06T12:00:00.000Z');
  });

  it('warn when nobody outside can open the links', () => {
    expect(reachWarning({ base: 'https://toys.example.com', from: 'PUBLIC_URL', reach: 'public' })).toBeNull();
    expect(reachWarning({ base: 'http://127.0.0.1:3000', from: 'request', reach: 'loopback' })).toMatch(/only this computer can open/);
    expect(reachWarning({ base: 'https://192.168.1.20:3000', from: 'request', reach: 'private' })).toMatch(/only devices on your own network/);
  });
});
