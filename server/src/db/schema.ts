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
  description: string | null;
  image_url: string | null;
  accessories: string;
  /** Other names the figure is searched by, JSON list. */
  aliases: Generated<string>;
  /** Known variants a copy's variant can be picked from, JSON list. */
  variants: Generated<string>;
  /** Fields of a catalogue figure the collector corrected (column names), JSON list: catalogue updates skip them. */
  corrected: Generated<string>;
  /** Each known variant with the sources that name it and a confidence (domain VariantDetail), JSON list. */
  variant_details: Generated<string>;
  /** The reissues sources name (domain FigureReissue), JSON list. */
  reissues: Generated<string>;
  /** Accessories' original colours, where a source says them (domain AccessoryColour), JSON list. */
  accessory_colours: Generated<string>;
  /** A small copy of the figure's own picture. */
  thumbnail_url: string | null;
}

/** One code linked to one figure; a figure's primary code has the lowest position. */
interface FigureUpcsTable {
  figure_id: number;
  code: string;
  position: number;
  /** 'catalogue' or 'collector' (domain CODE_SOURCES). */
  source: string;
  /** The barcode format it was linked as (domain BarcodeFormat); null when typed as a UPC. */
  format: string | null;
  /** When the collector linked it; null when not recorded (codes linked before 2026-11-23). */
  linked_at: string | null;
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
  /** The place it is kept in (places.id); its path is what the API's storage_location says. */
  place_id: number | null;
  /** The collector's tags, JSON list (domain tags.ts). */
  tags: Generated<string>;
  variant: string | null;
  limited_edition: number | null;
  custom_modifications: string | null;
  /** The pieces the copy has (domain OwnedPiece), JSON list; the figure's other pieces are missing. */
  accessory_pieces: Generated<string>;
  /** What the copy is (domain RELEASES) and which reissue (domain REISSUES, null when not known or not one). */
  release: Generated<string>;
  reissue: string | null;
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
  /** How many prices value_cents rests on (null when it rests on no market data). */
  value_sample_size: number | null;
  /** What buying it cost beside its price (domain copyCostCents adds them up). */
  shipping_cents: number | null;
  tax_cents: number | null;
  fees_cents: number | null;
  /** The lot it was bought in (lots.id). */
  lot_id: number | null;
  /** Set when the copy is sold: it leaves the collection's counts and value, and is kept (see server/src/sold). */
  sold_on: string | null;
  sold_price_cents: number | null;
  sold_shipping_cents: number | null;
  sold_fees_cents: number | null;
  sold_where: string | null;
  sold_note: string | null;
  /** The market sale (price_records.id) the sale was also recorded as, when the collector chose that. */
  sold_price_record_id: number | null;
  /** A professionally graded copy: domain GRADING_COMPANIES, the grade as the company writes it, and the rest. */
  grading_company: string | null;
  grading_grade: string | null;
  grading_card: string | null;
  grading_bubble: string | null;
  grading_figure: string | null;
  grading_uncirculated: string | null;
  grading_certificate: string | null;
  graded_on: string | null;
  /**
   * The currency the copy was paid in, and what one unit of it was worth in the collection's currency on the
   * purchase date (ECB reference rate published on cost_rate_day; 1 and null for the collection's own currency).
   * A null rate is not known yet: the cost is then unknown, never guessed.
   */
  currency: Generated<string>;
  cost_rate: number | null;
  cost_rate_day: string | null;
  /** The same for the sale's amounts, at the sale date. */
  sold_currency: string | null;
  sold_rate: number | null;
  sold_rate_day: string | null;
  /** 1: the collector offers the copy for trade (a trades link lists it). */
  for_trade: Generated<number>;
}

/** A lot: several copies bought together for one sum (their purchase prices are its shares: domain splitLotCost). */
export interface LotsTable {
  id: Generated<number>;
  purchase_date: string;
  total_cost_cents: number;
  shipping_cents: number | null;
  note: string | null;
  /** How many copies it was bought with (copies deleted since are no longer linked to it). */
  copies_bought: number;
  created_at: string;
  /** What the lot was paid in (its copies are paid in it too). */
  currency: Generated<string>;
}

/** Every grade of a copy, newest last by id; the copy's ai_grade_* columns carry the latest. */
interface GradeHistoryTable {
  id: Generated<number>;
  item_id: number;
  /** domain GRADE_METHODS. */
  method: string;
  /** domain PACKAGING_STATUSES. */
  packaging_status: string;
  overall: number;
  letter_grade: string;
  graded_at: string;
  /** The grade's report (ai_grade_details), JSON text. */
  details: string;
  /** JSON list of the photos' addresses. */
  grading_photos: string;
  /** What it cost (domain GradeCost), JSON text; null for a questionnaire. */
  cost: string | null;
}

/** The collector's own photos of a copy, oldest first by id (removed with the copy). */
interface ItemPhotosTable {
  id: Generated<number>;
  item_id: number;
  /** The file in DATA_DIR/uploads: the SHA-256 of its bytes, .jpg (another copy's photo may name the same file). */
  file_name: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
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
  /** carded or loose (domain listingTier); null for records kept from before tiers existed. */
  tier: string | null;
  /** 1 when the collector excluded it from the figures. */
  excluded: Generated<number>;
  /** When an active listing was last seen by a refresh (its first sighting for other records). */
  seen_at: string | null;
  /** The professional grade its title names (domain readListingGrade): company and grade as written. */
  grade_company: string | null;
  grade: string | null;
  /** 1 for a reissue's listing (domain listingIsReissue), and what its title says of the pieces (listingCompleteness). */
  reissue: Generated<number>;
  completeness: string | null;
  /** The currency price_cents is in, and its rate to the collection's at the record's date (as inventory_items.cost_rate). */
  currency: Generated<string>;
  rate: number | null;
  rate_day: string | null;
}

/** A figure in a tier the collector wants (server/src/wants); variant_key '' for any variant. */
export interface WantsTable {
  id: Generated<number>;
  figure_id: number;
  /** domain PRICE_TIERS. */
  tier: string;
  variant: string | null;
  /** domain variantKey of the variant; '' for a want of any variant. */
  variant_key: Generated<string>;
  /** In the collection's currency; null: watch for 20% under the tier's average (domain watchRule). */
  target_cents: number | null;
  note: string | null;
  created_at: string;
  /**
   * The cheapest relevant listing (its tier, and its variant when the want names one) the last check saw, in the
   * collection's currency with shipping; all null when it saw none. The Wants page shows it while it is current.
   */
  best_listing_id: string | null;
  best_title: string | null;
  best_price_cents: number | null;
  best_shipping_cents: number | null;
  best_total_cents: number | null;
  best_url: string | null;
  best_ends_at: string | null;
  /** When the check saw it. */
  best_seen_at: string | null;
}

/** A listing found at or under a want's price: once per want and listing (amounts in the collection's currency). */
export interface DealsTable {
  id: Generated<number>;
  want_id: number;
  /** The marketplace's id of the listing. */
  listing_id: string;
  title: string;
  price_cents: number;
  shipping_cents: number;
  total_cents: number;
  url: string | null;
  /** An auction's end (ISO time); null for a fixed-price listing. */
  ends_at: string | null;
  found_at: string;
  updated_at: string;
  /** new or dismissed. */
  status: Generated<string>;
}

/** A deal sent on one alert channel: sent, or failed (tried again on the next runs while attempts < 3). */
interface AlertDeliveriesTable {
  deal_id: number;
  /** domain ALERT_CHANNELS. */
  channel: string;
  /** sent or failed. */
  status: string;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

/** The ECB's reference rates as published (server/src/rates): units of a currency for one euro on a working day. */
interface ExchangeRatesTable {
  day: string;
  currency: string;
  per_euro: number;
}

/** A figure's market figures (domain summarizeMarket), rebuilt whenever its price records change (market/service.ts). */
interface MarketSummariesTable {
  figure_id: number;
  basis: string;
  window_days: number | null;
  last_updated: string;
  average_cents: number;
  lowest_cents: number;
  highest_cents: number;
  sample_size: number;
  recent_sold: number;
  /** Null only in rows stored before these columns, until the start that rebuilds every summary. */
  sample_low_cents: number | null;
  sample_high_cents: number | null;
  carded_basis: string | null;
  carded_window_days: number | null;
  carded_average_cents: number | null;
  carded_lowest_cents: number | null;
  carded_highest_cents: number | null;
  carded_sample_size: number | null;
  carded_recent_sold: number | null;
  carded_sample_low_cents: number | null;
  carded_sample_high_cents: number | null;
  loose_basis: string | null;
  loose_window_days: number | null;
  loose_average_cents: number | null;
  loose_lowest_cents: number | null;
  loose_highest_cents: number | null;
  loose_sample_size: number | null;
  loose_recent_sold: number | null;
  loose_sample_low_cents: number | null;
  loose_sample_high_cents: number | null;
}

/** A figure's prices per known variant and tier (domain summarizeVariants), rebuilt with its market summary. */
interface VariantSummariesTable {
  figure_id: number;
  variant: string;
  /** domain PRICE_TIERS. */
  tier: string;
  basis: string;
  window_days: number | null;
  average_cents: number;
  lowest_cents: number;
  sample_size: number;
  recent_sold: number;
}

/** A figure's prices in one sub-tier (domain summarizeSubTiers), rebuilt with its market summary. */
interface SubTierSummariesTable {
  figure_id: number;
  /** domain SUB_TIERS. */
  tier: string;
  basis: string;
  window_days: number | null;
  average_cents: number;
  lowest_cents: number;
  highest_cents: number;
  sample_size: number;
  recent_sold: number;
  sample_low_cents: number;
  sample_high_cents: number;
}

/** What each source answered at a figure's last refresh (JSON list of domain SourceOutcome). */
interface MarketRefreshesTable {
  figure_id: number;
  refreshed_at: string;
  sources: string;
}

/** eBay API calls spent per day (UTC), across instances. */
interface MarketApiCallsTable {
  day: string;
  api: string;
  calls: number;
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
  valued_at_purchase: number;
  without_value: number;
}

/** One row (id 1): versions every instance reads to know whether what it keeps is current. */
interface AppStateTable {
  id: number;
  /** Bumped by every write, in the write's own transaction. */
  data_version: number;
  /** The valuation rule the stored copy values were computed with. */
  value_rules_version: number;
  /** The day (UTC, YYYY-MM-DD) every market summary was last computed for; null before the first time. */
  market_summaries_day: string | null;
  /** The collection's currency (domain CURRENCIES): every figure is shown and summed in it. */
  currency: Generated<string>;
  /** The eBay site searched (domain MARKETPLACES); null for the one matching the currency. */
  marketplace: string | null;
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

/** The collection's figures once a day (the day's latest), for the value-over-time chart. */
interface PortfolioSnapshotsTable {
  day: string;
  value_cents: number;
  invested_cents: number;
  items: number;
  /** When the newest price data the values rested on came in (ISO); null with none. */
  price_data_at: string | null;
  taken_at: string;
}

/** Insights an AI model wrote (domain Insights, JSON text), by the hash of the numbers it was given, and their cost (GradeCost JSON). */
interface AnalysisInsightsTable {
  input_hash: string;
  insights: string;
  cost: string;
  created_at: string;
}

/** One row: moves whenever a door closes (a session ends), so every instance forgets the doors it keeps (see auth/). */
interface AccessStateTable {
  id: number;
  version: number;
}

/** A read-only link (see shares/): the SHA-256 of its secret, what it shows, and how it has been used. */
export interface SharesTable {
  id: Generated<number>;
  secret_hash: string;
  /** domain SHARE_KINDS. */
  kind: string;
  title: string;
  show_values: number;
  show_targets: number;
  show_photos: number;
  /** domain ShareFilter, JSON text. */
  filter: string;
  expires_at: string | null;
  created_at: string;
  last_opened_at: string | null;
  open_count: number;
}

/** An open login (see auth/): the SHA-256 of its cookie's random id, and when it began and ends (ISO). */
interface SessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
}

/** A key a script uses instead of the password (see api-keys/): the SHA-256 of the key, never the key. */
interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  scope: string;
  key_hash: string;
  last4: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

/** A line of a collector's spreadsheet that was imported, by the fingerprint of its cells (see spreadsheet/). */
interface SpreadsheetImportsTable {
  fingerprint: string;
  file_name: string;
  line: number;
  copies: number;
  imported_at: string;
}

/** A place copies are kept in, inside another place or outermost (parent_id null). */
export interface PlacesTable {
  id: Generated<number>;
  name: string;
  /** The name with case and spaces aside (domain placeNameKey): unique among siblings. */
  name_key: string;
  parent_id: number | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

/** A stocktake of a place ("Check this place"), with its counts (domain tallyStocktake). */
interface PlaceChecksTable {
  id: Generated<number>;
  place_id: number;
  checked_at: string;
  expected: number;
  found: number;
  not_expected: number;
  missing: number;
  /** The missing copies' ids, JSON list. */
  missing_ids: string;
}

/** A change to many copies, kept for its undo until undo_until (server/src/bulk). */
interface BulkChangesTable {
  token: string;
  made_at: string;
  undo_until: string;
  undone_at: string | null;
  /** What it changed, JSON (see bulk/undo-record.ts). */
  changes: string;
}

/** The answer of a write sent with an Idempotency-Key (server/src/idempotency), kept 7 days. */
interface IdempotencyKeysTable {
  key: string;
  /** SHA-256 of the request's method, path and body. */
  fingerprint: string;
  /** The request holding the key while it runs, and since when. */
  claim: string;
  claimed_at: string;
  /** pending while the request runs; done once its write committed with the answer below. */
  status: string;
  response_status: number | null;
  /** JSON object of the answer's headers (ETag). */
  response_headers: string | null;
  /** The answer's JSON; null for an answer without a body. */
  response_body: string | null;
  created_at: string;
}

/** Which copy, figure, want or figure's prices changed at which data version (server/src/sync; logged by triggers). */
interface SyncChangesTable {
  /** copy, figure, want or prices (domain SYNC_ENTITIES). */
  entity: string;
  entity_id: number;
  /** The data version of the write that last changed it; null until that write's transaction bumps the version. */
  version: number | null;
}

/** One row (id 1): the epoch of the change log (a restore starts a new one). */
interface SyncStateTable {
  id: number;
  epoch: string;
}

export interface Database {
  places: PlacesTable;
  place_checks: PlaceChecksTable;
  bulk_changes: BulkChangesTable;
  analysis_insights: AnalysisInsightsTable;
  portfolio_snapshots: PortfolioSnapshotsTable;
  access_state: AccessStateTable;
  api_keys: ApiKeysTable;
  app_state: AppStateTable;
  copy_groups: CopyGroupsTable;
  job_runs: JobRunsTable;
  figures: FiguresTable;
  figure_upcs: FigureUpcsTable;
  inventory_items: InventoryItemsTable;
  grade_history: GradeHistoryTable;
  item_photos: ItemPhotosTable;
  price_records: PriceRecordsTable;
  market_summaries: MarketSummariesTable;
  variant_summaries: VariantSummariesTable;
  sub_tier_summaries: SubTierSummariesTable;
  market_refreshes: MarketRefreshesTable;
  market_api_calls: MarketApiCallsTable;
  sessions: SessionsTable;
  shares: SharesTable;
  spreadsheet_imports: SpreadsheetImportsTable;
  lots: LotsTable;
  exchange_rates: ExchangeRatesTable;
  wants: WantsTable;
  deals: DealsTable;
  alert_deliveries: AlertDeliveriesTable;
  idempotency_keys: IdempotencyKeysTable;
  sync_changes: SyncChangesTable;
  sync_state: SyncStateTable;
}
