import { copyPicture, UPLOADS_PREFIX, type Condition, type GradingCompany, type PackagingType, type Reissue, type Release, type UncirculatedMark, type ValueBasis } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { copyName, costOf } from '../inventory/index.ts';
import { placePathsById } from '../places/index.ts';

/** One copy as the insurance report lists it. */
export interface ReportCopy {
  id: number;
  name: string;
  series: string;
  year: number;
  condition: Condition;
  packagingType: PackagingType | null;
  /** What the copy is: an original, a reissue (and which one), a bootleg or a custom. */
  release: Release;
  reissue: Reissue | null;
  /** The latest grade's 0-100 score; null when the copy was never graded. */
  gradeOverall: number | null;
  /** A professionally graded copy's company, grade, sub-grades and certificate number; null for an ungraded one. */
  professionalGrade: {
    company: GradingCompany;
    grade: string;
    uncirculated: UncirculatedMark | null;
    subGrades: { card: string | null; bubble: string | null; figure: string | null };
    certificate: string | null;
  } | null;
  /** The stored valuation (domain valueCopy): what every screen shows, and what it rests on. */
  valueCents: number;
  valueBasis: ValueBasis;
  valueSampleSize: number | null;
  /** The copy's variant, which a value resting on its variant's sales names. */
  variant: string | null;
  insuranceCents: number;
  costCents: number | null;
  purchaseDate: string | null;
  storageLocation: string | null;
  /**
   * The address of the photo it is shown by: its own first photo, else its first grading photo, else its figure's
   * picture (the small copy); null when there is none. Only a stored photo is drawn (see thumbnails.ts).
   */
  photo: string | null;
}

/** Every copy, by figure name, then in the order they were added (id). */
export async function reportCopies(db: Db): Promise<ReportCopy[]> {
  const paths = await placePathsById(db);
  const rows = await db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select([
      'i.id', 'f.name', 'f.series', 'f.year', 'i.condition', 'i.packaging_type', 'i.release', 'i.reissue', 'i.ai_grade_overall',
      'i.value_cents', 'i.value_basis', 'i.value_sample_size', 'i.variant', 'i.insurance_cents',
      'i.purchase_price_cents', 'i.shipping_cents', 'i.tax_cents', 'i.fees_cents', 'i.cost_rate', 'i.purchase_date', 'i.place_id', 'i.grading_photos', 'f.image_url', 'f.thumbnail_url',
      'i.grading_company', 'i.grading_grade', 'i.grading_uncirculated', 'i.grading_card', 'i.grading_bubble', 'i.grading_figure', 'i.grading_certificate',
    ])
    // The copy's first own photo (the oldest), as the copy's answers order them.
    .select((eb) => eb.selectFrom('item_photos as p').select('p.file_name').whereRef('p.item_id', '=', 'i.id').orderBy('p.id').limit(1).as('own_photo'))
    // A sold copy is no longer the collector's to insure.
    .where('i.sold_on', 'is', null)
    .orderBy('f.name')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    series: r.series,
    year: r.year,
    condition: r.condition as Condition,
    packagingType: r.packaging_type as PackagingType | null,
    release: r.release as Release,
    reissue: r.reissue as Reissue | null,
    gradeOverall: r.ai_grade_overall,
    professionalGrade:
      r.grading_company === null || r.grading_grade === null
        ? null
        : {
            company: r.grading_company as GradingCompany,
            grade: r.grading_grade,
            uncirculated: r.grading_uncirculated as UncirculatedMark | null,
            subGrades: { card: r.grading_card, bubble: r.grading_bubble, figure: r.grading_figure },
            certificate: r.grading_certificate,
          },
    valueCents: r.value_cents,
    valueBasis: r.value_basis as ValueBasis,
    valueSampleSize: r.value_sample_size,
    variant: r.variant,
    insuranceCents: r.insurance_cents,
    costCents: costOf(r),
    purchaseDate: r.purchase_date,
    storageLocation: r.place_id === null ? null : (paths.get(r.place_id) ?? null),
    photo: copyPicture(
      (r.own_photo && `${UPLOADS_PREFIX}${r.own_photo}`) ?? readStoredJson(r.grading_photos, storedJson.gradingPhotos, copyName(r), 'grading_photos')[0],
      r,
    ).thumbnail_url,
  }));
}
