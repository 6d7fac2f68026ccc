// A stand-in for the European Central Bank's reference-rate files on 127.0.0.1, written as the ECB writes them (see
// test/fixtures/ecb/). No vitest here, so e2e/ and bench/ may use it too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EcbDay } from '../../src/rates/ecb-xml.ts';

export interface FakeEcb {
  /** http://127.0.0.1:port/: the base the three files are under. */
  url: string;
  /**
   * The publications served, in any order: eurofxref-daily.xml holds the newest, eurofxref-hist-90d.xml those within
   * 90 days of it, eurofxref-hist.xml all of them.
   */
  publish(days: readonly EcbDay[]): void;
  /** How many times a file (e.g. 'eurofxref-daily.xml') was asked for; every request when none is named. */
  requests(file?: string): number;
  /** Answer every request with a 500, or never (to test timeouts), until set back to null. */
  fail(mode: 'status' | 'hang' | null): void;
  close(): Promise<void>;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">`;

/** As eurofxref-daily.xml is served: tab-indented, single quotes. */
function dailyFile(day: EcbDay | undefined): string {
  const rates = day ? Object.entries(day.perEuro).map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>\n`) : [];
  const cube = day ? `\t\t<Cube time='${day.day}'>\n${rates.join('')}\t\t</Cube>\n` : '';
  return `${HEAD}
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cube}\t</Cube>
</gesmes:Envelope>
`;
}

/** As the history files are served: one line per day, newest first, double quotes. */
function historyFile(days: readonly EcbDay[]): string {
  const lines = days.map(({ day, perEuro }) => `<Cube time="${day}">${Object.entries(perEuro).map(([currency, rate]) => `<Cube currency="${currency}" rate="${rate}"/>`).join('')}</Cube>\n`);
  return `${HEAD}<gesmes:subject>Reference rates</gesmes:subject><gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender><Cube>
${lines.join('')}</Cube></gesmes:Envelope>
`;
}

export async function startFakeEcb(days: readonly EcbDay[] = []): Promise<FakeEcb> {
  let files = new Map<string, string>();
  const requested: string[] = [];
  let failure: 'status' | 'hang' | null = null;

  function publish(published: readonly EcbDay[]) {
    const newestFirst = [...published].sort((a, b) => b.day.localeCompare(a.day));
    const ninetyDaysBefore = newestFirst.length ? new Date(Date.parse(`${newestFirst[0].day}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10) : '';
    files = new Map([
      ['/eurofxref-daily.xml', dailyFile(newestFirst[0])],
      ['/eurofxref-hist-90d.xml', historyFile(newestFirst.filter(({ day }) => day > ninetyDaysBefore))],
      ['/eurofxref-hist.xml', historyFile(newestFirst)],
    ]);
  }
  publish(days);

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requested.push(path);
    if (failure === 'hang') return;
    const body = files.get(path);
    if (failure === 'status') res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
    else if (body === undefined) res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
    else res.writeHead(200, { 'content-type': 'text/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    publish,
    requests: (file) => requested.filter((path) => file === undefined || path === `/${file}`).length,
    fail: (mode) => {
      failure = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
