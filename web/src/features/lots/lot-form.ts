import { localDateString, shownMoneyCurrency, type Condition, type Currency, type Figure, type NewLot, type PriceTier } from '@tmnt/domain';

/** One copy of the lot as the form holds it: its figure, tier and condition, and its share as typed by hand ('' = split). */
export interface LotRow {
  key: number;
  figure: Pick<Figure, 'id' | 'name' | 'year' | 'series'>;
  tier: PriceTier;
  condition: Condition;
  price: string;
}

export interface LotForm {
  purchase_date: string;
  total_cost: string;
  shipping: string;
  /** What the total, the shipping and the shares are typed in. */
  currency: Currency;
  note: string;
  rows: LotRow[];
}

/** A new lot: bought today, in the collection's currency. */
export const emptyLotForm = (): LotForm => ({ purchase_date: localDateString(), total_cost: '', shipping: '', currency: shownMoneyCurrency(), note: '', rows: [] });

/** The POST /lots body: empty optional fields left out; a share typed by hand is sent as the copy's price. */
export function lotBody(form: LotForm): NewLot {
  return {
    purchase_date: form.purchase_date,
    total_cost: form.total_cost.trim() === '' ? Number.NaN : Number(form.total_cost),
    ...(form.shipping.trim() !== '' && { shipping: Number(form.shipping) }),
    currency: form.currency,
    ...(form.note.trim() !== '' && { note: form.note.trim() }),
    copies: form.rows.map((row) => ({
      figure_id: row.figure.id,
      tier: row.tier,
      condition: row.condition,
      ...(row.price.trim() !== '' && { price: Number(row.price) }),
    })),
  };
}
