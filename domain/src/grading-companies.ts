/**
 * What a professional grade is: carded figures sealed in a case by a grading company, whose prices depend on the
 * company and the grade (an AFA 85 and an ungraded carded copy sell for very different sums). See graded.ts.
 */

/** The grading companies a copy may name (Other: any company not listed). */
export const GRADING_COMPANIES = ['AFA', 'CAS', 'UKG', 'CGA', 'Other'] as const;
export type GradingCompany = (typeof GRADING_COMPANIES)[number];

/** AFA's uncirculated marks: U (uncirculated, never on sale) and Y (the newer uncirculated label). */
export const UNCIRCULATED_MARKS = ['U', 'Y'] as const;
export type UncirculatedMark = (typeof UNCIRCULATED_MARKS)[number];

/** The longest grade and certificate number a copy records ("85+", "9.0"; AFA's are 8-11 digits). */
export const GRADE_TEXT_MAX = 10;
export const CERTIFICATE_MAX = 40;

/** A professional grade read from a listing's title, or recorded on a copy: the company and its grade as written. */
export interface ListingGrade {
  company: GradingCompany;
  grade: string;
}
