import {
  formatProfessionalGrade, fromCents, groupAlikeCopies, hasPriceData, type ValueBasis, PHOTO_FILE_NAME, type Condition, type GradingCompany, type PackagingType, type PriceTier,
  type PublicShare, type SharedCopies, type ShareFilter, type ShareKind, type ShownCopy, type UncirculatedMark, UPLOADS_PREFIX, wantFoundSince,
} from '@tmnt/domain';
import { currentDataVersion } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { allPlaces, copyFilter } from '../places/index.ts';
import { moneySetting } from '../rates/index.ts';
import { storedJson } from '../db/row-schemas.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { copiesOfFigures, copyPhotoFiles, seriesFigureIds, shownCopyRows, shownWantRows, type ShownCopyRow } from './queries.ts';

/** What a link shows, as the service reads it from the link's row. */
export interface ShareView {
  id: number;
  kind: ShareKind;
  title: string;
  show_values: boolean;
  show_targets: boolean;
  show_photos: boolean;
  filter: ShareFilter;
}

/** A link's answer, and the stored pictures it names (the only ones served under it). */
export interface Shown {
  answer: PublicShare;
  pictures: ReadonlySet<string>;
}

/** The pictures an answer names, each served under the link's own address (never under /uploads). */
class Pictures {
  readonly names = new Set<string>();

  constructor(private readonly base: string) {}

  /** A stored picture's address under the link; a picture elsewhere on the web as it is; else null. */
  url(address: string | null): string | null {
    if (address === null) return null;
    if (address.startsWith(UPLOADS_PREFIX)) {
      const name = address.slice(UPLOADS_PREFIX.length);
      if (!PHOTO_FILE_NAME.test(name)) return null;
      this.names.add(name);
      return `${this.base}${name}`;
    }
    return /^https?:\/\//i.test(address) ? address : null;
  }
}

/** The base of a link's pictures' addresses. */
const picturesBase = (secret: string) => `/s/${secret}/pictures/`;

const gradeOf = (row: ShownCopyRow) =>
  row.grading_company && row.grading_grade
    ? formatProfessionalGrade({ company: row.grading_company as GradingCompany, grade: row.grading_grade, uncirculated: row.grading_uncirculated as UncirculatedMark | null })
    : null;

/**
 * The copies a link's place and tag narrow it to (the places inside the place too, as the collection's filter has
 * them); a place ended since shows nothing, never everything.
 */
async function narrowed(db: Db, { place, tag }: ShareView['filter']) {
  const known = place === undefined || (await allPlaces(db)).some((p) => p.id === place);
  return known ? copyFilter(db, { place, tag }) : { placeIds: [], tagged: () => false };
}

/** Copies alike as one line: only what the link shows. */
async function copyLines(db: Db, view: ShareView, pictures: Pictures, forTrade: boolean) {
  const filter = await narrowed(db, view.filter);
  const all = await shownCopyRows(db, { series: view.filter.series, placeIds: filter.placeIds, forTrade });
  const rows = view.filter.tag === undefined ? all : all.filter((row) => filter.tagged(readStoredJson(row.tags, storedJson.tags, () => `Copy #${row.id}`, 'tags')));
  const photos = view.show_photos ? await copyPhotoFiles(db, rows.map((r) => r.id)) : new Map<number, string[]>();
  const copies = rows.map((row) => ({
    ...row,
    condition: row.condition as Condition,
    packaging_type: row.packaging_type as PackagingType | null,
    grade: gradeOf(row),
    // Only a value the market backs: one that is what was paid would tell what was paid.
    value_cents: hasPriceData({ basis: row.value_basis as ValueBasis }) ? row.value_cents : null,
    photo_urls: (photos.get(row.id) ?? []).map((file) => `${UPLOADS_PREFIX}${file}`),
  })) satisfies ShownCopy[];
  const lines = groupAlikeCopies(copies).map(({ first, count, value_cents, photo_urls }): SharedCopies => ({
    figure_id: first.figure_id,
    name: first.name,
    year: first.year,
    series: first.series,
    picture_url: pictures.url(first.thumbnail_url ?? first.image_url),
    condition: first.condition,
    packaging_type: first.packaging_type,
    variant: first.variant,
    grade: first.grade,
    count,
    ...(view.show_values && { value: value_cents === null ? null : fromCents(value_cents) }),
    ...(view.show_photos && { photo_urls: photo_urls.map((url) => pictures.url(url)).filter((url) => url !== null) }),
  }));
  return { lines, copies: rows.length, valueCents: copies.reduce((sum, c) => sum + (c.value_cents ?? 0), 0) };
}

async function collection(db: Db, view: ShareView, pictures: Pictures) {
  const { lines, copies, valueCents } = await copyLines(db, view, pictures, false);
  const series = [...new Set(lines.map((line) => line.series))];
  const figures = await seriesFigureIds(db, series);
  return {
    copies,
    ...(view.show_values && { total_value: fromCents(valueCents) }),
    series: series.map((name) => {
      const own = lines.filter((line) => line.series === name);
      const owned = new Set(own.map((line) => line.figure_id)).size;
      const total = figures.filter((f) => f.series === name).length;
      return { series: name, owned, total, percent: total === 0 ? 0 : Math.round((owned / total) * 100), copies: own };
    }),
  };
}

async function wants(db: Db, view: ShareView, pictures: Pictures) {
  const rows = await shownWantRows(db, view.filter.series);
  const copies = await copiesOfFigures(db, [...new Set(rows.map((r) => r.figure_id))]);
  const typed = copies.map((c) => ({ ...c, packaging_type: c.packaging_type as PackagingType | null }));
  return rows
    .map((row) => ({ ...row, tier: row.tier as PriceTier }))
    .filter((want) => !wantFoundSince(want, typed))
    .map((want) => ({
      figure_id: want.figure_id,
      name: want.name,
      year: want.year,
      series: want.series,
      picture_url: pictures.url(want.thumbnail_url ?? want.image_url),
      tier: want.tier,
      variant: want.variant,
      ...(view.show_targets && { target_price: want.target_cents === null ? null : fromCents(want.target_cents) }),
    }));
}

/** What a link shows now (GET /api/public/{secret}, and its page): nothing the collector did not choose to show. */
async function showShare(db: Db, view: ShareView, secret: string): Promise<Shown> {
  const pictures = new Pictures(picturesBase(secret));
  const { currency } = await moneySetting(db);
  const common = { title: view.title, currency, as_of: new Date().toISOString() };
  let answer: PublicShare;
  if (view.kind === 'collection') answer = { kind: 'collection', ...common, ...(await collection(db, view, pictures)) };
  else if (view.kind === 'wants') answer = { kind: 'wants', ...common, wants: await wants(db, view, pictures) };
  else {
    const { lines, copies } = await copyLines(db, view, pictures, true);
    answer = { kind: 'trades', ...common, copies, trades: lines };
  }
  return { answer, pictures: pictures.names };
}

/**
 * Each link's answer, kept per data version (every write to the collection moves it) and per what the link is:
 * a change of what it shows, or of its secret, is another key.
 */
export class ShownCache {
  private version = -1;
  private kept = new Map<string, Promise<Shown>>();

  constructor(private readonly db: Db) {}

  async get(view: ShareView & { secret_hash: string }, secret: string): Promise<Shown> {
    const version = await currentDataVersion(this.db);
    if (version !== this.version) {
      this.version = version;
      this.kept = new Map();
    }
    const key = JSON.stringify(view);
    let shown = this.kept.get(key);
    if (!shown) {
      const kept = this.kept;
      shown = showShare(this.db, view, secret);
      shown.catch(() => kept.get(key) === shown && kept.delete(key));
      kept.set(key, shown);
    }
    return shown;
  }
}
