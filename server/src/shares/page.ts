import { CONDITION_COLORS, formatMoney, PACKAGING_TYPE_LABELS, type PublicShare, type SharedCopies, type SharedSeries, type SharedWant } from '@tmnt/domain';
import { Html, html } from './html.ts';

/** What the page takes from the built web app: its stylesheet, and the inline script that sets dark mode before the first paint. */
export interface PageAssets {
  stylesheet: string | null;
  /** Allowed by the Content-Security-Policy by its hash (the same script as index.html's). */
  darkModeScript: string | null;
}

/** Reads the built app's index.html once: the page is served with the app's own stylesheet and dark-mode script. */
export function pageAssets(indexHtml: string | null): PageAssets {
  if (indexHtml === null) return { stylesheet: null, darkModeScript: null };
  const stylesheet = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/i.exec(indexHtml)?.[1] ?? null;
  const darkModeScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/i.exec(indexHtml)?.[1] ?? null;
  return { stylesheet, darkModeScript };
}

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const BADGE_COLORS = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/60 dark:text-yellow-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
};
const CARD = 'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900';

const badge = (text: string, color: keyof typeof BADGE_COLORS = 'gray') => html`<span class="${BADGE} ${BADGE_COLORS[color]}">${text}</span>`;

function picture(url: string | null, name: string): Html {
  return url
    ? html`<img src="${url}" alt="" loading="lazy" decoding="async" class="h-14 w-14 shrink-0 rounded-lg bg-gray-100 object-cover dark:bg-gray-800" />`
    : html`<span aria-hidden="true" class="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-2xl dark:bg-gray-800" title="${name}">🐢</span>`;
}

/** One line of copies alike: the figure, how it is kept, and how many. */
function copyLine(line: SharedCopies, currency: string): Html {
  const packaging = line.packaging_type ? PACKAGING_TYPE_LABELS[line.packaging_type] : null;
  return html`<li class="flex gap-3 py-3">
    ${picture(line.picture_url, line.name)}
    <div class="min-w-0 flex-1">
      <div class="flex flex-wrap items-baseline justify-between gap-x-3">
        <p class="font-semibold">${line.name}${line.count > 1 ? html` <span class="text-brand-700 dark:text-brand-100">×${line.count}</span>` : ''}</p>
        ${line.value !== undefined
          ? line.value === null
            ? html`<p class="text-sm text-gray-500 dark:text-gray-400">no market price yet</p>`
            : html`<p class="font-semibold tabular-nums">${formatMoney(line.value, currency)}</p>`
          : ''}
      </div>
      <p class="text-sm text-gray-600 dark:text-gray-400">${line.year} · ${line.series}</p>
      <div class="mt-1 flex flex-wrap gap-1.5">
        ${badge(line.condition, CONDITION_COLORS[line.condition])}
        ${packaging ? badge(packaging) : ''}
        ${line.variant ? badge(line.variant) : ''}
        ${line.grade ? badge(line.grade, 'blue') : ''}
      </div>
      ${line.photo_urls && line.photo_urls.length > 0
        ? html`<div class="mt-2 flex flex-wrap gap-2">${line.photo_urls.map(
            (url) => html`<a href="${url}" target="_blank" rel="noopener"><img src="${url}" alt="Photo of ${line.name}" loading="lazy" decoding="async" class="h-20 w-20 rounded-lg object-cover" /></a>`,
          )}</div>`
        : ''}
    </div>
  </li>`;
}

function seriesCard(series: SharedSeries, currency: string): Html {
  return html`<section class="${CARD}">
    <div class="mb-1 flex flex-wrap items-baseline justify-between gap-x-3">
      <h2 class="text-lg font-semibold">${series.series}</h2>
      <p class="text-sm text-gray-600 dark:text-gray-400">${series.owned} of ${series.total} figures (${series.percent}%)</p>
    </div>
    <progress class="h-2 w-full accent-brand-500" value="${series.owned}" max="${Math.max(series.total, 1)}">${series.percent}%</progress>
    <ul class="divide-y divide-gray-100 dark:divide-gray-800">${series.copies.map((line) => copyLine(line, currency))}</ul>
  </section>`;
}

const TIER_LABELS = { carded: 'Carded', loose: 'Loose' } as const;

function wantLine(want: SharedWant, currency: string): Html {
  return html`<li class="flex gap-3 py-3">
    ${picture(want.picture_url, want.name)}
    <div class="min-w-0 flex-1">
      <div class="flex flex-wrap items-baseline justify-between gap-x-3">
        <p class="font-semibold">${want.name}</p>
        ${want.target_price !== undefined && want.target_price !== null
          ? html`<p class="text-sm font-semibold tabular-nums">up to ${formatMoney(want.target_price, currency)}</p>`
          : ''}
      </div>
      <p class="text-sm text-gray-600 dark:text-gray-400">${want.year} · ${want.series}</p>
      <div class="mt-1 flex flex-wrap gap-1.5">${badge(TIER_LABELS[want.tier], want.tier === 'carded' ? 'blue' : 'gray')}${want.variant ? badge(want.variant) : ''}</div>
    </div>
  </li>`;
}

/** What the link holds, in a line (the page's heading and a chat's preview card). */
function shareSummary(answer: PublicShare): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
  if (answer.kind === 'collection') return `${plural(answer.copies, 'figure', 'figures')} in ${plural(answer.series.length, 'series', 'series')}`;
  if (answer.kind === 'wants') return `${plural(answer.wants.length, 'figure', 'figures')} wanted`;
  return `${plural(answer.copies, 'figure', 'figures')} for trade`;
}

function body(answer: PublicShare): Html {
  const { currency } = answer;
  if (answer.kind === 'collection') {
    if (answer.series.length === 0) return html`<p class="${CARD} text-gray-600 dark:text-gray-400">No figures to show yet.</p>`;
    return html`${answer.series.map((series) => seriesCard(series, currency))}`;
  }
  const lines = answer.kind === 'wants' ? answer.wants.map((want) => wantLine(want, currency)) : answer.trades.map((line) => copyLine(line, currency));
  if (lines.length === 0) return html`<p class="${CARD} text-gray-600 dark:text-gray-400">${answer.kind === 'wants' ? 'Nothing on the want list right now.' : 'Nothing for trade right now.'}</p>`;
  return html`<section class="${CARD}"><ul class="divide-y divide-gray-100 dark:divide-gray-800">${lines}</ul></section>`;
}

function head(title: string, assets: PageAssets, extra: Html | null): Html {
  return html`<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="theme-color" content="#00A651" />
    <title>${title}</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    ${assets.stylesheet ? html`<link rel="stylesheet" href="${assets.stylesheet}" />` : ''}
    ${assets.darkModeScript !== null ? inlineScript(assets.darkModeScript) : ''}
    ${extra}`;
}

/** The app's own inline script, byte for byte (its hash is what the Content-Security-Policy allows): never anything from a collector or the web. */
const inlineScript = (text: string) => new Html(`<script>${text}</script>`);

/** The shared page: works on a phone with no login, no script of the app's, asks search engines not to index it. */
export function sharePage(answer: PublicShare, { url, image, assets }: { url: string; image: string | null; assets: PageAssets }): string {
  const summary = shareSummary(answer);
  const preview = html`<meta property="og:type" content="website" />
    <meta property="og:title" content="${answer.title}" />
    <meta property="og:description" content="${summary}" />
    <meta property="og:url" content="${url}" />
    ${image ? html`<meta property="og:image" content="${image}" />` : ''}
    <meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`;
  const total = answer.kind === 'collection' && answer.total_value !== undefined ? html` · worth ${formatMoney(answer.total_value, answer.currency)}` : '';
  return `<!doctype html>${html`<html lang="en">
  <head>${head(answer.title, assets, preview)}</head>
  <body>
    <main class="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <header>
        <p class="text-sm font-semibold text-brand-700 dark:text-brand-100">🐢 Vintage turtle figures, 1988-1995</p>
        <h1 class="mt-1 text-2xl font-bold sm:text-3xl">${answer.title}</h1>
        <p class="mt-1 text-gray-600 dark:text-gray-400">${summary}${total} · as of ${new Date(answer.as_of).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC</p>
      </header>
      ${body(answer)}
      <footer class="pt-2 text-center text-xs text-gray-500 dark:text-gray-500">A read-only list, shared from TMNT Inventory Scanner.</footer>
    </main>
  </body>
</html>`.text}`;
}

/** What every link that does not work answers (never made, ended or expired alike). */
export function notFoundPage(assets: PageAssets): string {
  return `<!doctype html>${html`<html lang="en">
  <head>${head('Link not found', assets, null)}</head>
  <body>
    <main class="mx-auto max-w-xl px-4 py-16 text-center">
      <p class="text-5xl" aria-hidden="true">🐢</p>
      <h1 class="mt-4 text-2xl font-bold">This link does not work</h1>
      <p class="mt-2 text-gray-600 dark:text-gray-400">It may have ended, or its address may be incomplete. Ask whoever sent it for a new one.</p>
    </main>
  </body>
</html>`.text}`;
}

/** What a client that opens too many links, or guesses at them, is told. */
export function tooManyPage(assets: PageAssets, seconds: number): string {
  return `<!doctype html>${html`<html lang="en">
  <head>${head('Too many tries', assets, null)}</head>
  <body>
    <main class="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 class="text-2xl font-bold">Too many tries</h1>
      <p class="mt-2 text-gray-600 dark:text-gray-400">Try again in ${seconds} seconds.</p>
    </main>
  </body>
</html>`.text}`;
}
