/**
 * Field labels and validation messages in a collector's words. The API schemas word their errors with these, the
 * server answers them as they are (naming the field), and the web's forms label their inputs with the same labels,
 * so a message always names a field the way the form shows it.
 */

/** Each API field as a form labels it (Title Case, as the screens show it). Unlisted fields read as their own name. */
export const FIELD_LABELS = {
  // inventory items
  figure_id: 'Figure ID',
  condition: 'Condition',
  purchase_price: 'Purchase Price',
  purchase_date: 'Purchase Date',
  notes: 'Notes',
  box_condition: 'Box Condition',
  completeness: 'Completeness',
  packaging_type: 'Packaging Type',
  storage_location: 'Storage Location',
  variant: 'Variant',
  limited_edition: 'Limited Edition',
  custom_modifications: 'Custom Modifications',
  for_trade: 'For Trade',
  owned_accessories: 'Owned Accessories',
  accessory_pieces: 'Accessory Pieces',
  release: 'Release',
  reissue: 'Which Reissue',
  origin: 'Piece',
  owned: 'Owned',
  purchase_shipping: 'Shipping Paid',
  purchase_tax: 'Tax Paid',
  purchase_fees: 'Fees Paid',
  grading_company: 'Grading Company',
  grading_grade: 'Grade',
  grading_card: 'Card Grade',
  grading_bubble: 'Bubble Grade',
  grading_figure: 'Figure Grade',
  grading_uncirculated: 'Uncirculated Mark',
  grading_certificate: 'Certificate Number',
  graded_on: 'Grading Date',
  place_id: 'Storage Place',
  tags: 'Tags',
  // the collection's filters
  place: 'Place',
  tag: 'Tag',
  // places, labels and changes to many copies
  parent_id: 'Inside',
  move_to: 'Move Contents To',
  counted: 'Counted Copies',
  ids: 'Copies',
  tags_add: 'Tags to Add',
  tags_remove: 'Tags to Remove',
  sheet: 'Label Sheet',
  start: 'Starting Position',
  places: 'Places',
  contents: 'List Contents',
  // lots and sold copies
  total_cost: 'Lot Total',
  shipping: 'Shipping',
  fees: 'Fees',
  where: 'Sold Where',
  buyer_note: 'Buyer Note',
  record_market_sale: 'Record as a Market Sale',
  copies: 'Copies',
  // figures
  name: 'Name',
  series: 'Series',
  year: 'Year',
  manufacturer: 'Manufacturer',
  upc: 'UPC',
  format: 'Barcode Format',
  description: 'Description',
  image_url: 'Image URL',
  character: 'Character',
  accessories: 'Accessories',
  into: 'Figure to merge into',
  q: 'Search',
  // sales recorded by hand
  price: 'Price',
  date: 'Date Sold',
  title: 'Title',
  url: 'Link',
  tier: 'Packaging',
  excluded: 'Excluded',
  // market data collection
  limit: 'Limit',
  refresh: 'Refresh',
  // grading
  packaging: 'Packaging',
  packaging_status: 'Packaging',
  responses: 'Answers',
  grading_photos: 'Grading Photos',
  // times a full export and a backup carry
  created_at: 'Created At',
  updated_at: 'Updated At',
  graded_at: 'Graded At',
  recorded_at: 'Recorded At',
  linked_at: 'Linked At',
  // outside services (Settings)
  client_id: 'Client ID',
  client_secret: 'Client Secret',
  provider: 'Provider',
  model: 'Model',
  api_key: 'API Key',
  base_url: 'Base URL',
  lookup_url: 'Lookup URL',
  ntfy_url: 'Ntfy Topic URL',
  webhook_url: 'Webhook URL',
  smtp_url: 'SMTP URL',
  email_to: 'E-mail Address',
  channel: 'Channel',
  target_price: 'Target Price',
  note: 'Note',
  // API keys and sign-in (Settings)
  scope: 'Scope',
  expires_at: 'Expires',
  issuer: 'Issuer',
  allowed_users: 'Allowed Users',
  provider_name: 'Provider Name',
} as const;

/** A field's label as a form shows it; a field without one reads as its own name. */
export function fieldLabel(field: string): string {
  return (FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** The label as the subject of a sentence: "Purchase price", keeping abbreviations ("UPC", "Image URL"). */
function subject(field: string): string {
  return fieldLabel(field)
    .split(' ')
    .map((word, i) => (i === 0 || /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The words of every validation message, by field. */
export const fieldMessages = {
  required: (field: string) => `${subject(field)} is required`,
  number: (field: string) => `${subject(field)} must be a number`,
  wholeNumber: (field: string) => `${subject(field)} must be a whole number`,
  atLeast: (field: string, min: number) => `${subject(field)} must be ${amount(min)} or more`,
  moreThan: (field: string, min: number) => `${subject(field)} must be more than ${amount(min)}`,
  atMost: (field: string, max: number) => `${subject(field)} must be ${amount(max)} or less`,
  cents: (field: string) => `${subject(field)} can have at most 2 decimal places`,
  text: (field: string) => `${subject(field)} must be text`,
  tooLong: (field: string, max: number) => `${subject(field)} can be at most ${amount(max)} characters`,
  notEmpty: (field: string) => `${subject(field)} cannot be empty`,
  date: (field: string) => `${subject(field)} must be a real date, written YYYY-MM-DD`,
  time: (field: string) => `${subject(field)} must be a real date and time, written as ISO 8601 (2026-11-27T10:30:00Z)`,
  notInFuture: (field: string) => `${subject(field)} cannot be in the future`,
  notBefore: (field: string, first: string) => `${subject(field)} must be ${first} or later`,
  notAfter: (field: string, last: string) => `${subject(field)} must be ${last} or earlier`,
  oneOf: (field: string, values: readonly string[]) => `${subject(field)} must be one of: ${values.join(', ')}`,
  yesOrNo: (field: string) => `${subject(field)} must be true or false`,
  webAddress: (field: string) => `${subject(field)} must be a web address starting with http:// or https://`,
  webAddressOrPath: (field: string) => `${subject(field)} must be a web address starting with http:// or https://, or a path on this server`,
  storedPhotos: (field: string) => `${subject(field)} must be addresses of photos stored in this app (/uploads/<SHA-256>.jpg)`,
  listOf: (field: string, what: string) => `${subject(field)} must be a list of ${what}`,
  atMostItems: (field: string, max: number, what: string) => `${subject(field)} can list at most ${amount(max)} ${what}`,
  unknownFields: (keys: readonly string[]) => `Unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')}`,
  notAnObject: () => 'Send the fields as a JSON object',
  nothingToChange: () => 'Send at least one field to change',
  grade: (field: string) => `${subject(field)} must be a grade as the grading company writes it, such as 85, 80+ or 9.0`,
};

/** One field's error; `field` is absent when the error is about the request as a whole. */
export interface FieldError {
  field?: string;
  error: string;
}

/** What a validation issue says and where (a zod issue, or the same rebuilt from the server's validation error). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: readonly string[];
}

/**
 * The errors of a refused body, one per field (its first issue), in the order found. An issue inside a field
 * (an entry of a list) belongs to that field; unknown fields name the first of them.
 */
export function fieldErrors(issues: readonly FieldIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string | undefined>();
  for (const issue of issues) {
    const top = issue.path[0];
    const field = top !== undefined ? String(top) : issue.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(field === undefined ? { error: issue.message } : { field, error: issue.message });
  }
  return errors;
}
