import { formatDisplayDate, type MoneySettings, type RestoreResultAnswer, type Settings } from '@tmnt/domain';

/** What the phone shows on first opening the address, and what to tap: by how the app serves HTTPS. */
export function certificateAdvice(phone: Settings['phone']): string {
  switch (phone.certificate) {
    case 'self-signed':
      return 'The first time, the phone warns that the connection is not private: the app made its own certificate, which no public authority signed. Check that the fingerprint below is the one the phone shows, then on an iPhone (Safari) tap Show Details, then "visit this website"; on Android (Chrome) tap Advanced, then Proceed. The phone remembers the choice.';
    case 'provided':
      return 'The app uses the certificate you gave it (TLS_CERT): a phone that trusts it opens the address with no warning.';
    case 'none':
      return 'The app is served over plain HTTP here: phones allow the camera only over HTTPS. Leave HTTPS unset (auto) or put a reverse proxy with a certificate in front of the app.';
  }
}

/** How a phone comes to trust the app's own certificate: needed to install the app and open it offline. */
export const TRUST_ADVICE =
  'To install the app on the home screen and open it without the server, the phone must trust the certificate: open this link on the phone. iPhone: allow the download, then Settings → Profile Downloaded → Install, then Settings → General → About → Certificate Trust Settings and turn it on. Android: Settings → Security → Encryption & credentials → Install a certificate → CA certificate (the names vary a little by phone).';

/** A file size in words: "512 KB", "3.4 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What a restore brought back, in a sentence. */
export function restoreSummary(result: RestoreResultAnswer): string {
  const copies = result.counts.inventory_items ?? 0;
  const prices = result.counts.price_records ?? 0;
  const photos = result.photos.restored + result.photos.kept;
  const made = new Date(result.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const migrated = result.migrated_to ? ' It was brought up to this version of the app.' : '';
  return `Restored the backup of ${made}: ${plural(copies, 'copy', 'copies')}, ${plural(prices, 'price record')} and ${plural(photos, 'photo')}.${migrated}`;
}

/** Where the ECB's rates are read from, by its host ("www.ecb.europa.eu"); the address itself when it is not a URL. */
export function ratesSourceHost(source: string): string {
  try {
    return new URL(source).host || source;
  } catch {
    return source;
  }
}

/**
 * The amounts waiting for an exchange rate, in a sentence: how many, the first currencies and days, and what
 * becomes of them meanwhile.
 */
export function missingRatesText({ count, examples }: MoneySettings['missing_rates']): string {
  const listed = examples.map((e) => `${e.currency} on ${formatDisplayDate(e.day)}`);
  if (count > examples.length && listed.length > 0) listed.push('…');
  const which = listed.length > 0 ? ` (${listed.join(', ')})` : '';
  const subject = count === 1 ? '1 amount is' : `${count.toLocaleString('en-US')} amounts are`;
  const them = count === 1 ? 'it is' : 'they are';
  return `${subject} waiting for exchange rates${which}: ${them} shown as recorded and left out of totals until the ECB's rates can be read.`;
}
