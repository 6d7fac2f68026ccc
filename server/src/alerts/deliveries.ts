// Each new deal sent once on each channel set up, recorded in alert_deliveries: a failed delivery is tried again on
// the next runs until it has been tried MAX_ATTEMPTS times; a failure never stops the run nor loses the deal.
import { ALERT_CHANNELS, type AlertChannel, type PriceTier } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { showCollectionCurrency } from '../rates/index.ts';
import { AlertDeliveryError, sendAlert, type AlertChannels } from './channels.ts';
import type { DealAlert } from './message.ts';

/** A delivery is tried at most this many times in all (the first and two more, on the next runs). */
const MAX_ATTEMPTS = 3;

/** How many failed deliveries Settings lists, the latest first. */
const FAILURES_LISTED = 20;

interface Pending {
  alert: DealAlert;
  dealId: number;
  /** Attempts so far (0: never tried). */
  attempts: number;
}

/** The new deals not yet sent on a channel, oldest first: never tried, or failed fewer than MAX_ATTEMPTS times. */
async function pendingOn(db: Db, channel: AlertChannel): Promise<Pending[]> {
  const rows = await db
    .selectFrom('deals')
    .innerJoin('wants', 'wants.id', 'deals.want_id')
    .innerJoin('figures', 'figures.id', 'wants.figure_id')
    .leftJoin('alert_deliveries', (join) => join.onRef('alert_deliveries.deal_id', '=', 'deals.id').on('alert_deliveries.channel', '=', channel))
    .select([
      'deals.id', 'deals.title', 'deals.price_cents', 'deals.shipping_cents', 'deals.total_cents', 'deals.url', 'deals.ends_at',
      'figures.name as figure', 'wants.tier', 'wants.variant', 'wants.target_cents', 'alert_deliveries.attempts',
    ])
    .where('deals.status', '=', 'new')
    .where((eb) => eb.or([eb('alert_deliveries.deal_id', 'is', null), eb.and([eb('alert_deliveries.status', '=', 'failed'), eb('alert_deliveries.attempts', '<', MAX_ATTEMPTS)])]))
    .orderBy('deals.id')
    .execute();
  return rows.map((row) => ({
    dealId: row.id,
    attempts: row.attempts ?? 0,
    alert: {
      figure: row.figure,
      tier: row.tier as PriceTier,
      variant: row.variant,
      title: row.title,
      priceCents: row.price_cents,
      shippingCents: row.shipping_cents,
      totalCents: row.total_cents,
      targetCents: row.target_cents,
      url: row.url,
      endsAt: row.ends_at,
    },
  }));
}

/** Records a delivery's outcome: a first attempt inserts its row, a later one updates it. */
async function record(db: Db, pending: Pending, channel: AlertChannel, error: string | null): Promise<void> {
  const values = { status: error === null ? 'sent' : 'failed', attempts: pending.attempts + 1, last_error: error, updated_at: new Date().toISOString() };
  if (pending.attempts === 0) {
    await db
      .insertInto('alert_deliveries')
      .values({ deal_id: pending.dealId, channel, ...values })
      .onConflict((oc) => oc.columns(['deal_id', 'channel']).doUpdateSet(values))
      .execute();
  } else {
    await db.updateTable('alert_deliveries').set(values).where('deal_id', '=', pending.dealId).where('channel', '=', channel).execute();
  }
}

/**
 * Sends every new deal not yet sent on each channel set up (`channels`, read afresh by the caller at each run), once
 * per channel. A failed delivery (refused, timed out, an error answer) is recorded with its error and tried again on
 * the next runs while it has been tried fewer than 3 times; when nothing answers on a channel, its other deals wait
 * for the next run untried. Never throws for a delivery: the run goes on and the deal stays.
 */
export async function sendDealAlerts(db: Db, channels: AlertChannels): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  const inUse = ALERT_CHANNELS.filter((channel) => channels[channel] !== null);
  if (inUse.length === 0) return counts;
  await showCollectionCurrency(db);
  // One channel after the other: one that does not answer costs its timeout once per run (its other deals wait).
  for (const channel of inUse) {
    for (const pending of await pendingOn(db, channel)) {
      let error: AlertDeliveryError | null = null;
      try {
        await sendAlert(channel, channels, pending.alert);
      } catch (caught) {
        error = caught instanceof AlertDeliveryError ? caught : new AlertDeliveryError((caught as Error).message, false);
      }
      await record(db, pending, channel, error?.message ?? null);
      counts[error ? 'failed' : 'sent']++;
      if (error?.unreachable) break;
    }
  }
  return counts;
}

/** The latest failed deliveries, for Settings: the deal, the channel, how often it was tried, what went wrong. */
export async function recentFailures(db: Db) {
  const rows = await db
    .selectFrom('alert_deliveries')
    .innerJoin('deals', 'deals.id', 'alert_deliveries.deal_id')
    .innerJoin('wants', 'wants.id', 'deals.want_id')
    .innerJoin('figures', 'figures.id', 'wants.figure_id')
    .select([
      'alert_deliveries.deal_id', 'alert_deliveries.channel', 'alert_deliveries.attempts', 'alert_deliveries.last_error', 'alert_deliveries.updated_at',
      'deals.title', 'deals.status as deal_status', 'figures.name as figure_name',
    ])
    .where('alert_deliveries.status', '=', 'failed')
    .orderBy('alert_deliveries.updated_at', 'desc')
    .orderBy('alert_deliveries.deal_id', 'desc')
    .limit(FAILURES_LISTED)
    .execute();
  return rows.map(({ deal_status, ...row }) => ({
    ...row,
    channel: row.channel as AlertChannel,
    last_error: row.last_error ?? '',
    /** Tried again on the next run: fewer than 3 attempts, and the deal not dismissed. */
    retrying: row.attempts < MAX_ATTEMPTS && deal_status === 'new',
  }));
}
