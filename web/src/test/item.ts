import type { InventoryItem } from '@tmnt/domain';

/** A copy as the server answers it (Leonardo, Good, nothing else known), with the fields a test cares about changed. */
export function testItem(fields: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 7, figure_id: 1, name: 'Leonardo', series: 'Series 1', year: 1988, manufacturer: 'Playmates', upc: null, character: 'Leonardo',
    description: null, image_url: null, thumbnail_url: null, accessories: '[]', aliases: [], owned_accessories: [], accessory_pieces: [], accessory_colours: [], condition: 'Good',
    purchase_price: null, purchase_shipping: null, purchase_tax: null, purchase_fees: null, currency: 'USD', cost: null, cost_conversion: null, lot_id: null, purchase_date: null,
    notes: null, box_condition: null, completeness: null, completeness_from_checklist: true, packaging_type: null, place_id: null, storage_location: null, tags: [], variant: null,
    release: 'original', reissue: null, limited_edition: null, custom_modifications: null, for_trade: false, grading_company: null, grading_grade: null, grading_card: null, grading_bubble: null, grading_figure: null,
    grading_uncirculated: null, grading_certificate: null, graded_on: null, created_at: '2026-01-01T00:00:00.000Z', ai_grade_overall: null,
    ai_grade_date: null, grading_photos: [], ai_grade_details: null, photos: [], estimated_value: 0, value_basis: 'none', value_sample_size: null, sale: null,
    ...fields,
  };
}
