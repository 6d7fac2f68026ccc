import { daysBefore, isSoldSource, saleDay, trimOutliers, type PriceObservation } from './market.ts';
import { GRADING_COMPANIES, type GradingCompany, type ListingGrade, type UncirculatedMark } from './grading-companies.ts';

/**
 * Professionally graded copies: reading grades from titles, their bands, and the prices of each company and band
 * (what a grade is: grading-companies.ts).
 */

/**
 * A graded copy is valued on the sales of its company and grade band when at least GRADED_MIN_SALES of them sold in
 * the last GRADED_WINDOW_DAYS (graded sales are few: a wider window than RECENT_DAYS); else on the carded tier.
 */
export const GRADED_MIN_SALES = 3;
export const GRADED_WINDOW_DAYS = 180;

/** The companies a listing's title can name (Other names no company a title can be read for). */
type NamedCompany = Exclude<GradingCompany, 'Other'>;

/** A copy's professional grade when it records both its company and its grade (what values it as graded); else null. */
export const copyGrade = ({ grading_company, grading_grade }: { grading_company: GradingCompany | null; grading_grade: string | null }): ListingGrade | null =>
  grading_company && grading_grade ? { company: grading_company, grade: grading_grade } : null;

// Grades as the companies write them

/** AFA, CAS and UKG grade on a 100-point scale: a whole number from 10 to 100, maybe "+" (CAS "80+"); UKG adds "%". */
const HUNDRED_POINT = /^(\d{2,3})\+?%?$/;
/** CGA grades on a 10-point scale with one decimal ("9.0", "8.5"); "10" is its top grade. */
const TEN_POINT = /^(\d{1,2})(\.\d)?$/;

/** A grade as a number on the 100-point scale ("85+" is 85, CGA "9.0" is 90); null when it is no grade of `company`. */
function gradePoints(company: GradingCompany, grade: string): number | null {
  const text = grade.trim();
  const hundred = HUNDRED_POINT.exec(text);
  const hundredPoints = hundred && !(company !== 'UKG' && company !== 'Other' && text.endsWith('%')) ? Number(hundred[1]) : null;
  const tenPoint = TEN_POINT.test(text) ? Number(text) : null;
  const onTen = tenPoint !== null && tenPoint >= 1 && tenPoint <= 10 ? Math.round(tenPoint * 10) : null;
  const onHundred = hundredPoints !== null && hundredPoints >= 10 && hundredPoints <= 100 ? hundredPoints : null;
  if (company === 'AFA' || company === 'CAS' || company === 'UKG') return onHundred;
  // CGA and other companies: a grade up to 10 is on the 10-point scale (CGA's "10" is 10.0), a larger one on 100.
  return onTen ?? onHundred;
}

/** Whether `grade` is written as `company` writes its grades (see gradePoints). */
export const isValidGrade = (company: GradingCompany, grade: string): boolean => gradePoints(company, grade) !== null;

/** Whether text is a grade as any company writes one (a copy's grade before its company is known). */
export const isGradeText = (grade: string): boolean => isValidGrade('Other', grade);

/** How each company writes its grades, for a message that refuses one. */
const GRADE_FORMS: Record<GradingCompany, string> = {
  AFA: 'AFA grades are whole numbers from 10 to 100, such as 85',
  CAS: 'CAS grades are whole numbers from 10 to 100, such as 80+',
  UKG: 'UKG grades are percentages from 10 to 100, such as 85%',
  CGA: 'CGA grades run from 1.0 to 10, such as 9.0',
  Other: 'a grade is a number, such as 85 or 9.0',
};

/** Why a copy's grade is not one its company gives ("9.5" for AFA); null when it is. */
export function gradeProblem(company: GradingCompany, grade: string): string | null {
  if (isValidGrade(company, grade)) return null;
  const whose = company === 'Other' ? 'a' : `${company === 'AFA' ? 'an' : 'a'} ${company}`;
  return `"${grade}" is not ${whose} grade: ${GRADE_FORMS[company]}`;
}

// Grade bands

/** Grades are compared in bands of this many points on the 100-point scale. */
const BAND_POINTS = 5;

/**
 * The band a grade is priced in: its 100-point grade rounded down to a multiple of 5, as text ("85" holds 85, 85+
 * and 86 to 89; "80+" is in "80"; CGA 9.0 is "90", 8.5 is "85", 9.2 is "90"). Sales of one company and band are
 * one market: AFA 85 and AFA 90 differ as much as carded and loose. Null when the grade is none of the company's.
 */
export function gradeBand(company: GradingCompany, grade: string): string | null {
  const points = gradePoints(company, grade);
  return points === null ? null : String(Math.floor(points / BAND_POINTS) * BAND_POINTS);
}

/** A band as the company writes its grades: "AFA 85", "CGA 9.0". */
export function gradeBandLabel(company: GradingCompany, band: string): string {
  return company === 'CGA' ? `CGA ${(Number(band) / 10).toFixed(1)}` : `${company === 'Other' ? 'Other' : company} ${band}`;
}

/** A copy's grade as the collector reads it: "AFA U85", "CAS 80+", "CGA 9.0"; a grade of another company says so. */
export function formatProfessionalGrade({ company, grade, uncirculated }: ListingGrade & { uncirculated?: UncirculatedMark | null }): string {
  const written = `${uncirculated ?? ''}${grade}`;
  return company === 'Other' ? `${written} (other grading company)` : `${company} ${written}`;
}

// Reading a listing's title

/**
 * "AFA 85", "AFA80 NM", "AFA graded 85", "AFA U85" (uncirculated), "CAS 80+", "UKG 85%", "CGA 9.0": a company, then
 * its grade. The grade must end there: "AFA 1988" is no grade, "CGA 9.25" neither.
 */
const COMPANY_GRADE = /(?<![a-z0-9])(afa|cas|ukg|cga)(?:[\s:#-]*(?:graded|grade|certified))?[\s:#(-]*(?:[uy]-?)?(\d{1,3}(?:\.\d)?)(\+)?%?(?![a-z0-9]|\.\d)/g;

/** AFA's uncirculated grades written alone: "U85", "U-90". */
const UNCIRCULATED_GRADE = /(?<![a-z0-9])u-?(\d{2,3})(\+)?(?![a-z0-9]|\.\d)/g;

/**
 * Words before a company that say the figure is not graded: "not AFA", "like AFA 85", "would grade AFA 85",
 * "could easily be AFA 85", "candidate for AFA 85" (a seller's guess is not a grade).
 */
const NOT_GRADED_BEFORE =
  /\b(not|non|no|like|similar to|compar\w* to|would|could|should|might|may|will|can|potential(ly)?|possible|possibly|future|likely|probably|prob|est(imated)?|easy|easily|worthy|candidate|quality|ready)(\s+(an?|be|easily|likely|grade|get|to|for|as|at))*\s*$/;

/** Words after a grade that make it a guess: "AFA 85 ready", "AFA 85 worthy", "AFA 85?", "AFA 85 or better". */
const NOT_GRADED_AFTER = /^\s*(\?|(worthy|ready|quality|candidate|potential|style|material|contender|possible|maybe|est|estimated|or (better|higher|so)|type)\b)/;

/**
 * The professional grade a listing's title names: the first "company grade" (or AFA's "U85") that is a real grade of
 * that company and that no word around it makes a guess ("would grade AFA 85", "AFA 85 ready") or a denial ("not
 * AFA"); null when the title names none ("AFA style", "AFA ready" name no grade).
 */
export function readListingGrade(title: string): ListingGrade | null {
  const text = title.toLowerCase().replace(/[‐-―]/g, '-');
  const found: { index: number; end: number; company: NamedCompany; grade: string }[] = [];
  for (const m of text.matchAll(COMPANY_GRADE)) {
    found.push({ index: m.index, end: m.index + m[0].length, company: m[1].toUpperCase() as NamedCompany, grade: `${m[2]}${m[3] ?? ''}` });
  }
  // A "U85" already read as part of "AFA U85" is not read again.
  const named = [...found];
  for (const m of text.matchAll(UNCIRCULATED_GRADE)) {
    if (named.some((f) => m.index >= f.index && m.index < f.end)) continue;
    found.push({ index: m.index, end: m.index + m[0].length, company: 'AFA', grade: `${m[1]}${m[2] ?? ''}` });
  }
  found.sort((a, b) => a.index - b.index);
  for (const { index, end, company, grade } of found) {
    if (!isValidGrade(company, grade)) continue;
    if (NOT_GRADED_BEFORE.test(text.slice(0, index)) || NOT_GRADED_AFTER.test(text.slice(end))) continue;
    return { company, grade };
  }
  return null;
}

// Graded sales' prices

/** The prices of one company's grade band (see summarizeGraded). */
export interface GradedPrices {
  company: GradingCompany;
  band: string;
  /** The mean of the sample, outliers trimmed; its lowest and highest price. */
  averageCents: number;
  lowestCents: number;
  highestCents: number;
  sampleSize: number;
  /** GRADED_WINDOW_DAYS when the sample is that window's sales; null when none sold in it (the sample is every sale). */
  windowDays: number | null;
  /** Sales within GRADED_WINDOW_DAYS (before outliers are removed). */
  recentSold: number;
}

/**
 * A figure's graded sales by company and grade band (companies in GRADING_COMPANIES order, higher bands first): the
 * sales of the last GRADED_WINDOW_DAYS, else every known sale, outliers trimmed as every average is (trimOutliers).
 * Asking prices, excluded records and graded reissues are left out; so is a graded listing in every carded or loose average
 * (summarizeMarket): an AFA 85 sells for several times an ungraded carded copy.
 */
export function summarizeGraded(observations: readonly PriceObservation[], today: string): GradedPrices[] {
  const groups = new Map<string, { company: GradingCompany; band: string; sales: PriceObservation[] }>();
  for (const o of observations) {
    if (o.excluded || !o.grade || o.reissue || !isSoldSource(o.source)) continue;
    const band = gradeBand(o.grade.company, o.grade.grade);
    if (band === null) continue;
    const key = `${o.grade.company}|${band}`;
    const group = groups.get(key) ?? { company: o.grade.company, band, sales: [] };
    group.sales.push(o);
    groups.set(key, group);
  }
  const windowFrom = daysBefore(today, GRADED_WINDOW_DAYS);
  return [...groups.values()]
    .sort((a, b) => GRADING_COMPANIES.indexOf(a.company) - GRADING_COMPANIES.indexOf(b.company) || Number(b.band) - Number(a.band))
    .map(({ company, band, sales }) => {
      const recent = sales.filter((o) => saleDay(o) > windowFrom);
      const prices = trimOutliers((recent.length > 0 ? recent : sales).map((o) => o.priceCents).sort((a, b) => a - b));
      return {
        company,
        band,
        averageCents: Math.round(prices.reduce((sum, p) => sum + p, 0) / prices.length),
        lowestCents: prices[0],
        highestCents: prices[prices.length - 1],
        sampleSize: prices.length,
        windowDays: recent.length > 0 ? GRADED_WINDOW_DAYS : null,
        recentSold: recent.length,
      };
    });
}

/** The prices of a copy's company and grade band among a figure's (summarizeGraded); null when none sold. */
export function gradedPricesOf(prices: readonly GradedPrices[], { company, grade }: ListingGrade): GradedPrices | null {
  const band = gradeBand(company, grade);
  return prices.find((p) => p.company === company && p.band === band) ?? null;
}
