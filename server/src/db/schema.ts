import type { Generated } from 'kysely';

/** Table types. JSON lists are stored as text; money as integer cents; dates as ISO text. */
export interface FiguresTable {
  id: Generated<number>;
  /** Stable key of a catalogue entry (null for figures a collector adds); makes catalogue loading idempotent. */
  catalog_key: string | null;
  name: string;
  character: string;
  series: string;
  year: number;
  manufacturer: string;
  upc: string | null;
  description: string | null;
  image_url: string | null;
  accessories: string;
}

export interface InventoryItemsTable {
  id: Generated<number>;
  figure_id: number;
  condition: string;
  purchase_price_cents: number | null;
  purchase_date: string | null;
  notes: string | null;
  box_condition: string | null;
  completeness: string | null;
  packaging_type: string | null;
  storage_location: string | null;
  variant: string | null;
  limited_edition: number | null;
  custom_modifications: string | null;
  owned_accessories: string;
  created_at: string;
  updated_at: string;
  ai_grade_overall: number | null;
  ai_grade_date: string | null;
  grading_photos: string;
  ai_grade_details: string | null;
  /** The copy's stored valuation (domain valueCopy), kept current by every write that changes it. */
  value_cents: Generated<number>;
  value_basis: Generated<string>;
  insurance_cents: Generated<number>;
  minimum_cents: Generated<number>;
}

export interface PriceRecordsTable {
  id: Generated<number>;
  figure_id: number;
  price_cents: number;
  title: string;
  url: string | null;
  condition: string | null;
  source: string;
  /** The marketplace's own id of the listing; unique per source so a refresh never duplicates it. */
  external_id: string | null;
  /** Date of the sale or listing, YYYY-MM-DD, when known. */
  sold_at: string | null;
  fetched_at: string;
}

/** A figure's market price, recomputed whenever its price records change (see market/summaries.ts). */
interface MarketSummariesTable {
  figure_id: number;
  lowest_cents: number;
  average_cents: number;
  highest_cents: number;
  sample_count: number;
  last_updated: string;
}

/** Sums over the copies of one figure in one condition (domain CopyGroup), kept current by every copy write. */
interface CopyGroupsTable {
  figure_id: number;
  condition: string;
  items: number;
  value_cents: number;
  invested_cents: number;
  value_of_purchased_cents: number;
  insurance_cents: number;
  minimum_cents: number;
  with_purchase: number;
  with_price_data: number;
}

/** One row (id 1): versions every instance reads to know whether what it keeps is current. */
interface AppStateTable {
  id: number;
  /** Bumped by every write, in the write's own transaction. */
  data_version: number;
  /** The valuation rule the stored copy values were computed with. */
  value_rules_version: number;
}

/** A run of background work (see jobs/). At most one run per kind is 'running' (a unique partial index). */
export interface JobRunsTable {
  id: Generated<number>;
  kind: string;
  status: string;
  message: string | null;
  current: Generated<number>;
  total: number | null;
  /** Which app instance runs it. */
  owner: string;
  started_at: string;
  /** The owner renews this while it works; a run whose lease has passed was cut off. */
  lease_until: string;
  finished_at: string | null;
}

export interface Database {
  app_state: AppStateTable;
  copy_groups: CopyGroupsTable;
  job_runs: JobRunsTable;
  figures: FiguresTable;
  inventory_items: InventoryItemsTable;
  price_records: PriceRecordsTable;
  market_summaries: MarketSummariesTable;
}
