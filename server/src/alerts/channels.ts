// The channels a deal is sent on outside the app: an ntfy topic, a webhook, an e-mail through the collector's own
// SMTP server. Each send either arrives or throws an AlertDeliveryError saying why, in words the Settings page shows.
import nodemailer from 'nodemailer';
import { type AlertChannel } from '@tmnt/domain';
import { alertMessage, webhookBody, type DealAlert } from './message.ts';

/** Where deals are sent (NTFY_URL, ALERT_WEBHOOK_URL, SMTP_URL with ALERT_EMAIL_TO, or the same in Settings); null: not that way. */
export interface AlertChannels {
  /** A full ntfy topic URL (https://ntfy.sh/my-topic). */
  ntfy: { url: string } | null;
  /** Gets a JSON POST of each deal. */
  webhook: { url: string } | null;
  /** smtp:// or smtps://user:password@host:port, and the address mailed. */
  email: { smtpUrl: string; to: string } | null;
}

/** How long a receiver has to take a message before the delivery counts as failed (tried again on the next run). */
const ALERT_TIMEOUT_MS = 10_000;

/** A delivery that did not arrive; `unreachable` when nothing answered (refused, timed out), so the run stops trying the channel. */
export class AlertDeliveryError extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
  }
}

const CHANNEL_NAMES: Record<AlertChannel, string> = { ntfy: 'ntfy', webhook: 'The webhook', email: 'E-mail' };

/** A channel's state for Settings: where it sends (never a password), or what to set. */
export interface AlertChannelState {
  channel: AlertChannel;
  configured: boolean;
  detail: string | null;
  missing: string | null;
}

/** Each channel as in use: where it sends ("ntfy topic ntfy.sh/deals", read after "Using"), or what to set for it. */
export function describeAlertChannels(channels: AlertChannels): AlertChannelState[] {
  return [
    channels.ntfy
      ? { channel: 'ntfy', configured: true, detail: `ntfy topic ${topicOf(channels.ntfy.url)}`, missing: null }
      : { channel: 'ntfy', configured: false, detail: null, missing: 'Enter a full ntfy topic URL under Deal alerts in Services, such as https://ntfy.sh/my-secret-topic (or set NTFY_URL).' },
    channels.webhook
      ? { channel: 'webhook', configured: true, detail: `a webhook at ${new URL(channels.webhook.url).host}`, missing: null }
      : { channel: 'webhook', configured: false, detail: null, missing: 'Enter the address that gets a JSON POST of each deal under Deal alerts in Services (or set ALERT_WEBHOOK_URL).' },
    channels.email
      ? { channel: 'email', configured: true, detail: `e-mail to ${channels.email.to} through ${new URL(channels.email.smtpUrl).host}`, missing: null }
      : { channel: 'email', configured: false, detail: null, missing: 'Enter your SMTP server (smtps://user:password@host:465) and the address to mail under Deal alerts in Services (or set SMTP_URL and ALERT_EMAIL_TO).' },
  ];
}

/** The alerts service in Settings, summed up: the channels that send deals ("ntfy topic … and a webhook at …"), or what to set. */
export function describeAlertsService(channels: AlertChannels): { configured: boolean; detail: string | null; missing: string | null } {
  const details = describeAlertChannels(channels).flatMap((state) => (state.detail === null ? [] : [state.detail]));
  return details.length > 0
    ? { configured: true, detail: details.length === 1 ? details[0] : `${details.slice(0, -1).join(', ')} and ${details.at(-1)}`, missing: null }
    : {
        configured: false, detail: null,
        missing: 'Enter an ntfy topic URL, a webhook address, or an SMTP server with the address to mail (or set NTFY_URL, ALERT_WEBHOOK_URL, or SMTP_URL and ALERT_EMAIL_TO): deals are then sent there as they are found.',
      };
}

/** The host and topic, without a password in the address. */
function topicOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

/** Sends one deal (or a test) on one channel; throws AlertDeliveryError when it did not arrive. */
export async function sendAlert(channel: AlertChannel, channels: AlertChannels, alert: DealAlert, kind: 'deal' | 'test' = 'deal'): Promise<void> {
  if (channel === 'ntfy' && channels.ntfy) return postTo(channel, channels.ntfy.url, ntfyRequest(alert, kind));
  if (channel === 'webhook' && channels.webhook) {
    return postTo(channel, channels.webhook.url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(webhookBody(alert, kind)) });
  }
  if (channel === 'email' && channels.email) return sendEmail(channels.email, alert, kind);
  throw new AlertDeliveryError(`${CHANNEL_NAMES[channel]} is not set up`, true);
}

/** ntfy's publish API: the message as the body, its title, click-through link and tags as headers. */
function ntfyRequest(alert: DealAlert, kind: 'deal' | 'test'): { headers: Record<string, string>; body: string } {
  const message = alertMessage(alert, kind);
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', Title: headerText(message.subject), Tags: kind === 'test' ? 'test_tube' : 'moneybag' };
  // A link that is not a web address (none should be) is left out rather than failing the delivery.
  if (alert.url && URL.canParse(alert.url)) headers.Click = new URL(alert.url).href;
  return { headers, body: message.text };
}

/** A header holds Latin-1 only: other text (a euro sign, a name in another script) goes as an RFC 2047 encoded word, which ntfy reads. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** POSTs to an ntfy topic or a webhook; a user and password in the address are sent as Basic authentication (fetch takes none there). */
async function postTo(channel: AlertChannel, address: string, request: { headers: Record<string, string>; body: string }): Promise<void> {
  const url = new URL(address);
  const headers = { ...request.headers };
  if (url.username || url.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const who = `${CHANNEL_NAMES[channel]} (${url.host})`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: request.body, redirect: 'error', signal: AbortSignal.timeout(ALERT_TIMEOUT_MS) });
  } catch (error) {
    throw new AlertDeliveryError(unreachable(who, error), true);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const said = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  throw new AlertDeliveryError(`${who} answered ${response.status}${said ? `: ${said}` : ''}`, false);
}

/** Why nothing answered, in words: refused, timed out, not found. */
function unreachable(who: string, error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `${who} did not answer within ${ALERT_TIMEOUT_MS / 1000} s`;
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return `${who} refused the connection`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${who} could not be found`;
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return `${who} did not answer within ${ALERT_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  return `${who} could not be reached${cause ? `: ${cause}` : code ? ` (${code})` : ''}`;
}

/** Through the collector's own SMTP server: from its user when that is an address, else from the address mailed. */
async function sendEmail({ smtpUrl, to }: { smtpUrl: string; to: string }, alert: DealAlert, kind: 'deal' | 'test'): Promise<void> {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(url.port && { port: Number(url.port) }),
    secure,
    ...(user && { auth: { user, pass: decodeURIComponent(url.password) } }),
    connectionTimeout: ALERT_TIMEOUT_MS,
    greetingTimeout: ALERT_TIMEOUT_MS,
    socketTimeout: ALERT_TIMEOUT_MS,
  });
  const message = alertMessage(alert, kind);
  try {
    await transport.sendMail({ from: { name: 'TMNT Inventory', address: user.includes('@') ? user : to }, to, subject: message.subject, text: message.text });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const who = `E-mail (${url.host})`;
    if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'EDNS' || code === 'ESOCKET') {
      const cause = (error as { message?: string }).message ?? '';
      throw new AlertDeliveryError(/ECONNREFUSED/.test(cause) ? `${who} refused the connection` : /timeout/i.test(cause) || code === 'ETIMEDOUT' ? `${who} did not answer within ${ALERT_TIMEOUT_MS / 1000} s` : `${who} could not be reached: ${cause}`, true);
    }
    throw new AlertDeliveryError(`${who} ${code === 'EAUTH' ? 'refused the login' : 'did not take the message'}: ${(error as Error).message}`, false);
  } finally {
    transport.close();
  }
}
