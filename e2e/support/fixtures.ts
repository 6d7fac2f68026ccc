import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startFakeEcb, type FakeEcb } from './fake-ecb.ts';
import { startServer, type RunningServer } from './server.ts';

interface Figure {
  id: number;
  name: string;
  series: string;
  year: number;
  upc: string | null;
  upcs: string[];
  accessories: string[];
}

/** Calls the app's own API, to set up what a test needs as a collector would have made it. */
export class Api {
  constructor(readonly url: string) {}

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/api${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  async figure(name: string, year?: number): Promise<Figure> {
    const figures = await this.json<Figure[]>('GET', `/figures?q=${encodeURIComponent(name)}${year ? `&year=${year}` : ''}`);
    const found = figures.find((f) => f.name === name);
    if (!found) throw new Error(`No catalogue figure named ${name}`);
    return found;
  }

  linkUpc(figureId: number, upc: string) {
    return this.json<Figure>('POST', `/figures/${figureId}/upcs`, { upc });
  }

  addCopy(copy: { figure_id: number; condition: string; purchase_price?: number; purchase_date?: string; currency?: string; notes?: string; packaging_type?: string; storage_location?: string; variant?: string }) {
    return this.json<{ id: number; name: string }>('POST', '/inventory', copy);
  }
}

interface Fixtures {
  server: RunningServer;
  api: Api;
  /** Extra environment for the server (e.g. UPC_LOOKUP_URL of a fake service). */
  serverEnv: Record<string, string>;
}

interface WorkerFixtures {
  /** The ECB's reference rates as every server of the worker reads them (ECB_RATES_URL): fixed, never the real ECB. */
  fakeEcb: FakeEcb;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  fakeEcb: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeEcb();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [{}, { option: true }],
  server: async ({ serverEnv, fakeEcb }, use) => {
    const server = await startServer({ ECB_RATES_URL: fakeEcb.url, ...serverEnv });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => use(server.url),
  api: async ({ server }, use) => use(new Api(server.url)),
});

export { expect };

/** axe-core over the whole page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // Colours read mid-transition (a theme just switched) are neither theme's: let running transitions end first.
  // A spinner turns forever and an element removed meanwhile cancels its animation: neither is waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
