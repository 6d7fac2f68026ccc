/** The most the badge counts; more show as "9+". */
const BADGE_MAX = 9;

/** What the count badge on the Wants link shows: nothing without new deals, else their count ("9+" above 9). */
export function newDealsBadge(deals: readonly { status: string }[] | undefined): string | null {
  const count = deals?.filter((deal) => deal.status === 'new').length ?? 0;
  if (count === 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The badge read aloud with the link: "1 new deal", "3 new deals". */
export const newDealsLabel = (badge: string): string => `${badge} new ${badge === '1' ? 'deal' : 'deals'}`;
