// Deals sent outside the app (issue 29, point 3): on a local fake ntfy, a fake webhook receiver and a real SMTP server
// (smtp-server), each deal once per channel, a failed delivery tried again on the next runs up to 3 times, the test
// button per channel, and the channels set in Settings or by the environment.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sendDealAlerts, type AlertChannels } from '../src/alerts/index.ts';
import type { Db } from '../src/db/database.ts';
import { ServiceSettings } from '../src/settings/index.ts';
import { buildTestApp, figureId, openTestDatabase } from './helpers.ts';

/** An address nothing listens on (a port just closed): a connection there is refused at once (fetch will not try port 9). */
async function closedAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver (ntfy or a webhook) answering each request with the status `statusFor` gives the n-th one (0-based). */
async function receiver(statusFor: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = statusFor(received.length);
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 400 ? '{"id":"m1","event":"message"}' : '{"error":"receiver is down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

interface Mail {
  from: string;
  to: string[];
  user: string | null;
  password: string | null;
  data: string;
}

/** A real SMTP server on loopback (plain, with AUTH allowed without TLS) keeping every message it takes. */
async function smtpServer() {
  const mails: Mail[] = [];
  const logins = new Map<string, { user: string; password: string }>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const login = logins.get(session.id);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: login?.user ?? null,
          password: login?.password ?? null,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, mails };
}

/** A header of a raw message, unfolded. */
const header = (data: string, name: string) => new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(data)?.[1].replace(/\r\n[ \t]/g, ' ') ?? null;

/** An RFC 2047 encoded word (=?UTF-8?B?...?=) as text; plain text as it is. */
const decodeWord = (value: string) => value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_all, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

async function addWant(db: Db, figure: string, values: { tier?: 'carded' | 'loose'; variant?: string | null; target_cents?: number | null } = {}) {
  const row = await db
    .insertInto('wants')
    .values({
      figure_id: await figureId(db, figure, 1988), tier: values.tier ?? 'carded', variant: values.variant ?? null,
      variant_key: values.variant?.toLowerCase() ?? '', target_cents: values.target_cents === undefined ? 4500 : values.target_cents, note: null, created_at: '2026-11-27T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let listings = 0;

async function addDeal(
  db: Db,
  wantId: number,
  values: { title?: string; price_cents?: number; shipping_cents?: number; url?: string | null; ends_at?: string | null; status?: 'new' | 'dismissed' } = {},
) {
  const price = values.price_cents ?? 3499;
  const shipping = values.shipping_cents ?? 650;
  const row = await db
    .insertInto('deals')
    .values({
      want_id: wantId, listing_id: `v1|${++listings}|0`, title: values.title ?? 'Vintage 1988 TMNT Leonardo MOC Playmates', price_cents: price, shipping_cents: shipping,
      total_cents: price + shipping, url: values.url === undefined ? `https://www.ebay.com/itm/${listings}` : values.url, ends_at: values.ends_at ?? null,
      found_at: '2026-11-27T09:00:00.000Z', updated_at: '2026-11-27T09:00:00.000Z', status: values.status ?? 'new',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const deliveries = (db: Db) => db.selectFrom('alert_deliveries').select(['deal_id', 'channel', 'status', 'attempts', 'last_error']).orderBy('deal_id').orderBy('channel').execute();

const only = (channels: Partial<AlertChannels>): AlertChannels => ({ ntfy: null, webhook: null, email: null, ...channels });

describe('deal alerts', () => {
  it('sends each new deal once on every channel, across runs, with the figure, tier, amounts, target, time left and link', async () => {
    const db = await openTestDatabase();
    const [ntfy, webhook, smtp] = [await receiver(), await receiver(), await smtpServer()];
    const channels: AlertChannels = { ntfy: { url: `${ntfy.url}/tmnt-deals` }, webhook: { url: `${webhook.url}/hook` }, email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'collector@example.com' } };

    const leo = await addWant(db, 'Leonardo');
    const fixed = await addDeal(db, leo);
    // An auction, 2 h 30 min from its end; a want of a variant without a target.
    const raph = await addWant(db, 'Raphael', { tier: 'loose', variant: 'Soft Head', target_cents: null });
    const auction = await addDeal(db, raph, { title: 'TMNT Raphael 1988 soft head loose', price_cents: 1200, shipping_cents: 0, ends_at: new Date(Date.now() + 150.5 * 60_000).toISOString() });
    // Dismissed: never sent.
    await addDeal(db, leo, { status: 'dismissed' });

    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 6, failed: 0 });
    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 0, failed: 0 });
    expect([ntfy.received.length, webhook.received.length, smtp.mails.length]).toEqual([2, 2, 2]);
    expect(await deliveries(db)).toEqual(
      [fixed, auction].flatMap((deal) => ['email', 'ntfy', 'webhook'].map((channel) => ({ deal_id: deal, channel, status: 'sent', attempts: 1, last_error: null }))),
    );

    // ntfy: the message as the body; title, click-through link and tags as its headers.
    const [leoNtfy, raphNtfy] = ntfy.received;
    expect(leoNtfy.headers.title).toBe('Deal: Leonardo, carded at $41.49');
    expect(leoNtfy.headers.click).toBe(`https://www.ebay.com/itm/${listings - 2}`);
    expect(leoNtfy.headers.tags).toBe('moneybag');
    expect(leoNtfy.body).toBe(`Leonardo, carded: Vintage 1988 TMNT Leonardo MOC Playmates\n$34.99 + $6.50 shipping = $41.49 (your target $45.00)\nhttps://www.ebay.com/itm/${listings - 2}`);
    expect(raphNtfy.headers.title).toBe('Deal: Raphael, loose, Soft Head at $12.00');
    expect(raphNtfy.body).toBe(`Raphael, loose, Soft Head: TMNT Raphael 1988 soft head loose\n$12.00 + $0.00 shipping = $12.00 (20% under the loose average)\nAuction: 2 h 30 min left\nhttps://www.ebay.com/itm/${listings - 1}`);

    // The e-mail: to the address given, from it, the title as its subject.
    expect(smtp.mails[0]).toMatchObject({ from: 'collector@example.com', to: ['collector@example.com'], user: null });
    expect(header(smtp.mails[0].data, 'To')).toBe('collector@example.com');
    expect(header(smtp.mails[0].data, 'Subject')).toBe('Deal: Leonardo, carded at $41.49');
    expect(smtp.mails[1].data).toContain('Auction: 2 h 30 min left');

    // A deal found later is sent on the next run, alone.
    await addDeal(db, leo, { price_cents: 3000, shipping_cents: 0 });
    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 3, failed: 0 });
    expect([ntfy.received.length, webhook.received.length, smtp.mails.length]).toEqual([3, 3, 3]);
  });

  it('posts the webhook exactly its JSON, amounts in the collection currency; ntfy titles outside Latin-1 go as an encoded word', async () => {
    const db = await openTestDatabase();
    await db.updateTable('app_state').set({ currency: 'EUR' }).where('id', '=', 1).execute();
    const [ntfy, webhook] = [await receiver(), await receiver()];
    const leo = await addWant(db, 'Leonardo', { variant: 'Black Belt', target_cents: 4500 });
    await addDeal(db, leo, { price_cents: 3499, shipping_cents: 650, url: 'https://www.ebay.de/itm/77' });
    const raph = await addWant(db, 'Raphael', { tier: 'loose', target_cents: null });
    await addDeal(db, raph, { title: 'Raphael 1988 loose', price_cents: 999, shipping_cents: 1, url: null });

    expect(await sendDealAlerts(db, only({ ntfy: { url: `${ntfy.url}/deals` }, webhook: { url: `${webhook.url}/hook` } }))).toEqual({ sent: 4, failed: 0 });
    expect(webhook.received[0].headers['content-type']).toBe('application/json');
    expect(webhook.received.map((r) => JSON.parse(r.body))).toEqual([
      {
        type: 'deal', figure: 'Leonardo', tier: 'carded', variant: 'Black Belt', title: 'Vintage 1988 TMNT Leonardo MOC Playmates',
        price: 34.99, shipping: 6.5, total: 41.49, target_price: 45, url: 'https://www.ebay.de/itm/77',
      },
      { type: 'deal', figure: 'Raphael', tier: 'loose', variant: null, title: 'Raphael 1988 loose', price: 9.99, shipping: 0.01, total: 10, target_price: null, url: null },
    ]);
    expect(decodeWord(ntfy.received[0].headers.title as string)).toBe('Deal: Leonardo, carded, Black Belt at €41.49');
    expect(ntfy.received[0].headers.title).toMatch(/^=\?UTF-8\?B\?/);
    expect(ntfy.received[0].body).toContain('€34.99 + €6.50 shipping = €41.49 (your target €45.00)');
    // No link: no click-through.
    expect(ntfy.received[1].headers.click).toBeUndefined();
  });

  it('tries a failed delivery again on the next run (attempts 2), and gives up after 3 attempts keeping the deal', async () => {
    const db = await openTestDatabase();
    // Fails the first request only.
    const flaky = await receiver((n) => (n === 0 ? 500 : 200));
    const leo = await addWant(db, 'Leonardo');
    const deal = await addDeal(db, leo);
    const channels = only({ webhook: { url: `${flaky.url}/hook` } });

    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 0, failed: 1 });
    expect(await deliveries(db)).toEqual([{ deal_id: deal, channel: 'webhook', status: 'failed', attempts: 1, last_error: expect.stringMatching(/^The webhook \(127\.0\.0\.1:\d+\) answered 500: \{"error":"receiver is down"\}$/) }]);
    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 1, failed: 0 });
    expect(await deliveries(db)).toEqual([{ deal_id: deal, channel: 'webhook', status: 'sent', attempts: 2, last_error: null }]);
    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 0, failed: 0 });
    expect(flaky.received).toHaveLength(2);
    expect(flaky.received[0].body).toBe(flaky.received[1].body);

    // A receiver that always fails: 3 attempts over 3 runs, then no more; the deal stays new.
    const down = await receiver(() => 503);
    const raph = await addWant(db, 'Raphael');
    const kept = await addDeal(db, raph);
    const downChannels = only({ webhook: { url: `${down.url}/hook` } });
    for (let run = 0; run < 3; run++) expect(await sendDealAlerts(db, downChannels)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDealAlerts(db, downChannels)).toEqual({ sent: 0, failed: 0 });
    expect(down.received).toHaveLength(3);
    expect((await deliveries(db)).find((d) => d.deal_id === kept)).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringMatching(/answered 503/) });
    expect(await db.selectFrom('deals').select('status').where('id', '=', kept).executeTakeFirstOrThrow()).toEqual({ status: 'new' });
  });

  it('never throws for a receiver that refuses: the deals wait untried for the next run, the other channels still send', async () => {
    const db = await openTestDatabase();
    const ntfy = await receiver();
    const CLOSED = await closedAddress();
    const leo = await addWant(db, 'Leonardo');
    const [first, second] = [await addDeal(db, leo), await addDeal(db, leo)];
    const channels = only({ ntfy: { url: `${ntfy.url}/deals` }, webhook: { url: `http://${CLOSED}/hook` }, email: { smtpUrl: `smtp://${CLOSED}`, to: 'me@example.com' } });

    // Nothing answers on the webhook or the SMTP server: one attempt each, the second deal not tried on them.
    expect(await sendDealAlerts(db, channels)).toEqual({ sent: 2, failed: 2 });
    const rows = await deliveries(db);
    expect(rows.filter((r) => r.status === 'failed')).toEqual([
      { deal_id: first, channel: 'email', status: 'failed', attempts: 1, last_error: `E-mail (${CLOSED}) refused the connection` },
      { deal_id: first, channel: 'webhook', status: 'failed', attempts: 1, last_error: `The webhook (${CLOSED}) refused the connection` },
    ]);
    expect(rows.filter((r) => r.deal_id === second).map((r) => r.channel)).toEqual(['ntfy']);
    expect(ntfy.received).toHaveLength(2);
  });
});

describe('POST /api/alerts/test and GET /api/alerts', () => {
  it('sends a test on each channel set up by the environment, says a refusal (502), and what to set for one that is not (400)', async () => {
    const [ntfy, webhook, smtp] = [await receiver(), await receiver(), await smtpServer()];
    const { app } = await buildTestApp({
      serviceEnv: { NTFY_URL: `${ntfy.url}/tmnt-deals`, ALERT_WEBHOOK_URL: `${webhook.url}/hook`, SMTP_URL: `smtp://alerts%40example.com:p%40ss-word@127.0.0.1:${smtp.port}`, ALERT_EMAIL_TO: 'me@example.com' },
    });
    const test = (channel: string) => app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel } });

    const sent = await test('ntfy');
    expect([sent.statusCode, sent.json()]).toEqual([200, { channel: 'ntfy', sent: true, message: `Sent a test (ntfy topic ${new URL(ntfy.url).host}/tmnt-deals): check that it arrived.` }]);
    expect(ntfy.received[0].headers.title).toBe('Test deal: Leonardo, carded at $41.00');
    expect(ntfy.received[0].headers.tags).toBe('test_tube');
    expect(ntfy.received[0].body).toMatch(/^This is a test: alerts of deals reach you here\./);

    expect((await test('webhook')).json()).toMatchObject({ channel: 'webhook', sent: true });
    expect(JSON.parse(webhook.received[0].body)).toEqual({
      type: 'test', figure: 'Leonardo', tier: 'carded', variant: null, title: 'A test from TMNT Inventory: deals you want will arrive like this',
      price: 35, shipping: 6, total: 41, target_price: 45, url: null,
    });

    expect((await test('email')).json()).toMatchObject({ channel: 'email', sent: true, message: `Sent a test (e-mail to me@example.com through 127.0.0.1:${smtp.port}): check that it arrived.` });
    // Through the collector's server with its login, from its user (an address), to the address given.
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ user: 'alerts@example.com', password: 'p@ss-word', from: 'alerts@example.com', to: ['me@example.com'] });
    expect(header(smtp.mails[0].data, 'To')).toBe('me@example.com');
    expect(header(smtp.mails[0].data, 'Subject')).toBe('Test deal: Leonardo, carded at $41.00');

    // GET /api/alerts: every channel set up, where it sends (no password), nothing failed.
    const alerts = await app.inject('/api/alerts');
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json()).toEqual({
      channels: [
        { channel: 'ntfy', configured: true, detail: `ntfy topic ${new URL(ntfy.url).host}/tmnt-deals`, missing: null },
        { channel: 'webhook', configured: true, detail: `a webhook at ${new URL(webhook.url).host}`, missing: null },
        { channel: 'email', configured: true, detail: `e-mail to me@example.com through 127.0.0.1:${smtp.port}`, missing: null },
      ],
      failed: [],
    });
    expect(alerts.body).not.toContain('p%40ss');

    // Refused, and an error answer: 502 with what the receiver did.
    const CLOSED = await closedAddress();
    const refused = await buildTestApp({ serviceEnv: { NTFY_URL: `http://${CLOSED}/topic`, SMTP_URL: `smtp://${CLOSED}`, ALERT_EMAIL_TO: 'me@example.com' } });
    const refusedNtfy = await refused.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'ntfy' } });
    expect([refusedNtfy.statusCode, refusedNtfy.json()]).toEqual([502, { error: `The test was not sent: ntfy (${CLOSED}) refused the connection` }]);
    const refusedEmail = await refused.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'email' } });
    expect([refusedEmail.statusCode, refusedEmail.json()]).toEqual([502, { error: `The test was not sent: E-mail (${CLOSED}) refused the connection` }]);
    const broken = await receiver(() => 500);
    const failing = await buildTestApp({ serviceEnv: { ALERT_WEBHOOK_URL: `${broken.url}/hook` } });
    const failed = await failing.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'webhook' } });
    expect([failed.statusCode, failed.json().error]).toEqual([502, `The test was not sent: The webhook (${new URL(broken.url).host}) answered 500: {"error":"receiver is down"}`]);

    // Not set up: 400 naming what to set; not a channel: 400.
    const notSet = await failing.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'ntfy' } });
    expect([notSet.statusCode, notSet.json()]).toEqual([400, { error: expect.stringContaining('(or set NTFY_URL)'), field: 'channel' }]);
    expect((await failing.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'email' } })).json().error).toContain('SMTP_URL and ALERT_EMAIL_TO');
    const unknown = await failing.app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'sms' } });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'channel']);
  });

  it('lists the latest failed deliveries for Settings: the deal, the channel, the attempts, the last error', async () => {
    const down = await receiver(() => 500);
    const { app, db } = await buildTestApp({ serviceEnv: { ALERT_WEBHOOK_URL: `${down.url}/hook` } });
    const deal = await addDeal(db, await addWant(db, 'Donatello'), { title: 'Donatello 1988 MOC' });
    const channels = ServiceSettings.read('/nonexistent', { ALERT_WEBHOOK_URL: `${down.url}/hook` }).configs().alerts;
    await sendDealAlerts(db, channels);
    expect((await app.inject('/api/alerts')).json().failed).toEqual([
      {
        deal_id: deal, figure_name: 'Donatello', title: 'Donatello 1988 MOC', channel: 'webhook', attempts: 1,
        last_error: `The webhook (${new URL(down.url).host}) answered 500: {"error":"receiver is down"}`, updated_at: expect.any(String), retrying: true,
      },
    ]);
    await sendDealAlerts(db, channels);
    await sendDealAlerts(db, channels);
    expect((await app.inject('/api/alerts')).json().failed).toEqual([expect.objectContaining({ deal_id: deal, attempts: 3, retrying: false })]);
  });
});

describe('alerts set up in Settings', () => {
  it('saves the channels without a check call, masks the SMTP URL, and sends with them at once; removing them stops it', async () => {
    const [ntfy, smtp] = [await receiver(), await smtpServer()];
    const { app, db, dataDir } = await buildTestApp();
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/settings/services/alerts', payload });
    const smtpUrl = `smtp://alerts:secret-pass-1234@127.0.0.1:${smtp.port}`;

    const notSet = (await app.inject('/api/settings/services')).json().alerts;
    expect(notSet).toMatchObject({ configured: false, saved: false, fields: { ntfy_url: { value: null, env: null }, smtp_url: { value: null, env: null } } });
    expect(notSet.missing).toMatch(/^Enter an ntfy topic URL/);

    // An SMTP server needs the address it mails; an address needs a server.
    expect((await put({ smtp_url: smtpUrl })).json()).toEqual({ error: 'E-mail address is required', field: 'email_to' });
    expect((await put({ email_to: 'me@example.com' })).json()).toEqual({ error: 'SMTP URL is required to send e-mail', field: 'smtp_url' });
    expect((await put({ smtp_url: 'https://mail.example.com' })).json()).toMatchObject({ field: 'smtp_url' });
    expect((await put({ ntfy_url: 'ntfy.sh/topic' })).json()).toMatchObject({ field: 'ntfy_url', error: 'Ntfy topic URL must be a web address starting with http:// or https://' });
    expect((await put({ email_to: 'me at example' })).json()).toMatchObject({ field: 'email_to' });

    const saved = await put({ ntfy_url: `${ntfy.url}/deals`, webhook_url: '', smtp_url: smtpUrl, email_to: 'me@example.com' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ntfy.received).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
    expect(saved.json().checked).toBe(`Saved: deals go to ntfy topic ${new URL(ntfy.url).host}/deals and e-mail to me@example.com through 127.0.0.1:${smtp.port} from now on. Send a test from Alerts to check each channel.`);
    expect(saved.json().services.alerts).toMatchObject({
      configured: true, saved: true,
      fields: { ntfy_url: { value: `${ntfy.url}/deals`, env: null }, webhook_url: { value: null, env: null }, smtp_url: { value: `set, ending in …${String(smtp.port).slice(-4)}`, env: null }, email_to: { value: 'me@example.com', env: null } },
    });
    for (const body of [saved.body, (await app.inject('/api/settings/services')).body, (await app.inject('/api/alerts')).body]) expect(body).not.toContain('secret-pass');

    // Used at once, by the test button and by the job's next run (which reads the settings afresh).
    expect((await app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'email' } })).json()).toMatchObject({ sent: true });
    expect(smtp.mails[0]).toMatchObject({ user: 'alerts', password: 'secret-pass-1234', to: ['me@example.com'] });
    await addDeal(db, await addWant(db, 'Leonardo'));
    expect(await sendDealAlerts(db, ServiceSettings.read(dataDir, {}).configs().alerts)).toEqual({ sent: 2, failed: 0 });

    // Saved again without the SMTP URL (the page never has it): the saved one is kept; emptying the address stops e-mail.
    expect((await put({ ntfy_url: `${ntfy.url}/deals`, email_to: 'other@example.com' })).json().services.alerts.fields.smtp_url.value).toMatch(/^set/);
    expect(ServiceSettings.read(dataDir, {}).configs().alerts.email).toEqual({ smtpUrl, to: 'other@example.com' });
    expect((await put({ ntfy_url: `${ntfy.url}/deals`, email_to: '' })).json().services.alerts.fields).toMatchObject({ smtp_url: { value: null }, email_to: { value: null } });

    const removed = await app.inject({ method: 'DELETE', url: '/api/settings/services/alerts' });
    expect(removed.json().alerts).toMatchObject({ configured: false, saved: false });
    expect((await app.inject('/api/alerts')).json().channels.every((c: { configured: boolean }) => !c.configured)).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/alerts/test', payload: { channel: 'ntfy' } })).statusCode).toBe(400);
  });

  it('the environment wins: its channels are answered as set there and cannot be changed', async () => {
    const { app } = await buildTestApp({ serviceEnv: { NTFY_URL: 'https://ntfy.sh/env-topic', SMTP_URL: 'smtps://u:env-secret-9999@smtp.example.com:465', ALERT_EMAIL_TO: 'env@example.com' } });
    const fields = (await app.inject('/api/settings/services')).json().alerts.fields;
    expect(fields).toEqual({
      ntfy_url: { value: 'https://ntfy.sh/env-topic', env: 'NTFY_URL' }, webhook_url: { value: null, env: null },
      smtp_url: { value: 'set, ending in …:465', env: 'SMTP_URL' }, email_to: { value: 'env@example.com', env: 'ALERT_EMAIL_TO' },
    });
    const refused = await app.inject({ method: 'PUT', url: '/api/settings/services/alerts', payload: { ntfy_url: 'https://ntfy.sh/mine' } });
    expect(refused.json()).toEqual({ error: 'Ntfy Topic URL is set by NTFY_URL in the environment, which wins over Settings: change it there', field: 'ntfy_url' });
    // The other channels can still be set here.
    expect((await app.inject({ method: 'PUT', url: '/api/settings/services/alerts', payload: { webhook_url: 'https://hooks.example.com/deal' } })).json().services.alerts.fields.webhook_url).toEqual({ value: 'https://hooks.example.com/deal', env: null });
  });
});
