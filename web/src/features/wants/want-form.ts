import type { NewWant, PriceTier, WantPatch } from '@tmnt/domain';

/** The "Want" form as typed: the target as text (empty: no target), the rest trimmed on sending. */
export interface WantForm {
  tier: PriceTier;
  variant: string;
  target: string;
  note: string;
}

export const emptyWantForm = (tier: PriceTier): WantForm => ({ tier, variant: '', target: '', note: '' });

/** A typed amount: undefined when left empty; NaN when it is not a number, so the schema says so. */
const typedAmount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** POST /api/wants: the fields left empty are left out. */
export function newWantBody(figureId: number, form: WantForm): NewWant {
  const body: Partial<NewWant> = {
    figure_id: figureId,
    tier: form.tier,
    variant: form.variant.trim() || undefined,
    target_price: typedAmount(form.target),
    note: form.note.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as NewWant;
}

/** PATCH /api/wants/{id} from the inline editor: an emptied target or note is cleared (null). */
export function wantPatchBody(form: Pick<WantForm, 'target' | 'note'>): WantPatch {
  return { target_price: typedAmount(form.target) ?? null, note: form.note.trim() || null };
}

/** "Want all missing": the series, the tier, and the target when one is typed. */
export function wantMissingBody(series: string, form: Pick<WantForm, 'tier' | 'target'>): { series: string; tier: PriceTier; target_price?: number } {
  const target = typedAmount(form.target);
  return target === undefined ? { series, tier: form.tier } : { series, tier: form.tier, target_price: target };
}
