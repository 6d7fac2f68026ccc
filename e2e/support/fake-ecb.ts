import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A static stand-in for the European Central Bank's reference-rate files (ECB_RATES_URL): the browser tests never
// reach the real ECB, and every rate they convert with is fixed here. Units of each currency for one euro, as the
// ECB publishes them (working days only: 21 and 22 November 2026 are a weekend).

/** The publications served, newest first. */
const ECB_DAYS: readonly { day: string; perEuro: Readonly<Record<string, number>> }[] = [
  { day: '2026-11-25', perEuro: { USD: 1.1642, GBP: 0.87455, CAD: 1.6287, AUD: 1.7652, JPY: 181.32 } },
  { day: '2026-11-24', perEuro: { USD: 1.1627, GBP: 0.87341, CAD: 1.6266, AUD: 1.7629, JPY: 181.0843 } },
  { day: '2026-11-23', perEuro: { USD: 1.1612, GBP: 0.87228, CAD: 1.6245, AUD: 1.7606, JPY: 180.8486 } },
  { day: '2026-11-20', perEuro: { USD: 1.1597, GBP: 0.87114, CAD: 1.6223, AUD: 1.7583, JPY: 180.6129 } },
  { day: '2026-11-19', perEuro: { USD: 1.1581, GBP: 0.87, CAD: 1.6202, AUD: 1.756, JPY: 180.3771 } },
];

const ENVELOPE_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">' +
  '<gesmes:subject>Reference rates</gesmes:subject><gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender><Cube>\n';
const ENVELOPE_END = '</Cube></gesmes:Envelope>\n';

/** A rates file in the ECB's shape: one line per day, newest first (the daily file holds the newest day only). */
function ecbRatesXml(days: typeof ECB_DAYS): string {
  const lines = days.map(({ day, perEuro }) => `<Cube time="${day}">${Object.entries(perEuro).map(([currency, rate]) => `<Cube currency="${currency}" rate="${rate}"/>`).join('')}</Cube>\n`);
  return ENVELOPE_START + lines.join('') + ENVELOPE_END;
}

export interface FakeEcb {
  /** The base URL, as ECB_RATES_URL takes it. */
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves eurofxref-daily.xml, eurofxref-hist-90d.xml and eurofxref-hist.xml (under any path) on loopback. */
export async function startFakeEcb(days: typeof ECB_DAYS = ECB_DAYS): Promise<FakeEcb> {
  const requests: string[] = [];
  const files: Record<string, string> = {
    'eurofxref-daily.xml': ecbRatesXml(days.slice(0, 1)),
    'eurofxref-hist-90d.xml': ecbRatesXml(days),
    'eurofxref-hist.xml': ecbRatesXml(days),
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const body = files[path.slice(path.lastIndexOf('/') + 1)];
    if (req.method !== 'GET' || body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
