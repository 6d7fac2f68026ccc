import { formatDisplayDate, type Share, type ShareAddress, type ShareKind } from '@tmnt/domain';

export const KIND_LABELS: Record<ShareKind, string> = {
  collection: 'Collection',
  wants: 'Want list',
  trades: 'Trade list',
};

/** Which of "what it shows" apply to a kind: values (copies), targets (wants), photos (copies). */
export type ShareOption = 'show_values' | 'show_targets' | 'show_photos';

export const KIND_OPTIONS: Record<ShareKind, readonly ShareOption[]> = {
  collection: ['show_values', 'show_photos'],
  wants: ['show_targets'],
  trades: ['show_values', 'show_photos'],
};

export const OPTION_LABELS = {
  show_values: 'Show what each is worth',
  show_targets: 'Show my target prices',
  show_photos: 'Show my own photos',
} as const;

/** How long a new link lasts: never ends, or a number of days. */
export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Until I end it', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '1 week', days: 7 },
  { value: '30', label: '1 month', days: 30 },
  { value: '90', label: '3 months', days: 90 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** When a link chosen to last `choice` ends, from `now` (ISO; null: never). */
export function expiryFrom(choice: ExpiryChoice, now = new Date()): string | null {
  const days = EXPIRY_CHOICES.find((c) => c.value === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** What a link shows, in words: "values hidden", "targets shown", ... */
export function showsText(share: Pick<Share, 'kind' | 'show_values' | 'show_targets' | 'show_photos' | 'filter'>): string {
  const parts = KIND_OPTIONS[share.kind].map((option) => {
    const what = { show_values: 'values', show_targets: 'targets', show_photos: 'photos' }[option];
    return `${what} ${share[option] ? 'shown' : 'hidden'}`;
  });
  if (share.filter.tag) parts.unshift(`tagged "${share.filter.tag}" only`);
  if (share.filter.place !== undefined) parts.unshift('one place only');
  if (share.filter.series) parts.unshift(`${share.filter.series} only`);
  return parts.join(' · ');
}

/** Who has looked: "Opened 3 times, last on 11/28/2026", or "Not opened yet". */
export function openedText(share: Pick<Share, 'open_count' | 'last_opened_at'>): string {
  if (share.open_count === 0 || share.last_opened_at === null) return 'Not opened yet';
  return `Opened ${share.open_count} ${share.open_count === 1 ? 'time' : 'times'}, last on ${formatDisplayDate(share.last_opened_at)}`;
}

/** When it ends: "Ends 12/6/2026", "Ended 11/28/2026", or "Lasts until you end it". */
export function expiryText(share: Pick<Share, 'expires_at' | 'expired'>): string {
  if (share.expires_at === null) return 'Lasts until you end it';
  return `${share.expired ? 'Ended' : 'Ends'} ${formatDisplayDate(share.expires_at)}`;
}

/** A warning when the links' address opens for nobody else, or only on this network; null when anyone can reach it. */
export function reachWarning(address: ShareAddress): string | null {
  if (address.reach === 'public') return null;
  const who = address.reach === 'loopback' ? 'only this computer' : 'only devices on your own network';
  return `Links point at ${address.base}, which ${who} can open. To share with anyone, reach the app from outside under one name (see "Reaching it from outside" in the README: Tailscale Funnel or a reverse proxy with a real certificate) and set PUBLIC_URL to that address.`;
}
