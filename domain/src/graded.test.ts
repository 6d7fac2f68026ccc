import { describe, expect, it } from 'vitest';
import {
  copyGrade, formatProfessionalGrade, gradeBand, gradeBandLabel, gradedPricesOf, GRADED_MIN_SALES, GRADED_WINDOW_DAYS, gradeProblem, isGradeText, isValidGrade, readListingGrade, summarizeGraded,
} from './graded.ts';
import { daysBefore, type PriceObservation } from './market.ts';

describe('readListingGrade', () => {
  it.each([
    ['1988 TMNT Leonardo AFA 85 MOC', 'AFA', '85'],
    ['TMNT Raphael AFA 80 NM carded 1988', 'AFA', '80'],
    ['Vintage Donatello AFA80 Playmates', 'AFA', '80'],
    ['Teenage Mutant Ninja Turtles Shredder AFA-85+', 'AFA', '85+'],
    ['Leonardo AFA Graded 90 Playmates 1988', 'AFA', '90'],
    ['Graded AFA 75 Splinter TMNT', 'AFA', '75'],
    ['Krang (AFA 85) 1989 TMNT', 'AFA', '85'],
    ['TMNT Bebop AFA U85 Uncirculated', 'AFA', '85'],
    ['TMNT Rocksteady U85 1988 Playmates', 'AFA', '85'],
    ['TMNT Rocksteady U-90 Playmates', 'AFA', '90'],
    ['TMNT April O\'Neil AFA Y80+', 'AFA', '80+'],
    ['TMNT Casey Jones CAS 80+ carded', 'CAS', '80+'],
    ['TMNT Michaelangelo UKG 85% Hero Turtles', 'UKG', '85'],
    ['Hero Turtles Leonardo UKG 80 graded', 'UKG', '80'],
    ['TMNT Foot Soldier CGA 9.0 MOC', 'CGA', '9.0'],
    ['TMNT Baxter CGA 8.5', 'CGA', '8.5'],
    ['TMNT Leonardo AFA 100', 'AFA', '100'],
  ])('reads %s', (title, company, grade) => {
    expect(readListingGrade(title)).toEqual({ company, grade });
  });

  it.each([
    'TMNT Leonardo MOC AFA style case',
    'TMNT Leonardo not AFA graded, MOC',
    'TMNT Leonardo MOC not AFA 85',
    'TMNT Leonardo MOC like AFA 85 nice card',
    'TMNT Leonardo MOC AFA ready',
    'TMNT Leonardo MOC would grade AFA 85',
    'TMNT Leonardo MOC could easily be AFA 85',
    'TMNT Leonardo MOC AFA 85 worthy',
    'TMNT Leonardo MOC AFA 85?',
    'TMNT Leonardo MOC AFA 85 candidate',
    'TMNT Leonardo MOC potential AFA 90',
    'TMNT Leonardo AFA 1988 MOC',
    'TMNT Leonardo MOC in AFA case',
    'TMNT Leonardo CGA 9.25',
    'TMNT Leonardo AFA 9.0',
    'TMNT Leonardo AFA 5',
    'TMNT Casey Jones 1989 MOC',
    'TMNT Leonardo 1988 MOC',
  ])('reads no grade in %s', (title) => {
    expect(readListingGrade(title)).toBeNull();
  });

  it('reads a real grade after a denied one, and never "not AFA U85" as a bare U85', () => {
    expect(readListingGrade('TMNT Leonardo like AFA 90, graded AFA 80')).toEqual({ company: 'AFA', grade: '80' });
    expect(readListingGrade('TMNT Leonardo MOC not AFA U85')).toBeNull();
  });

  it('is not fooled by "No reserve" before a grade', () => {
    expect(readListingGrade('No reserve AFA 85 TMNT Leonardo')).toEqual({ company: 'AFA', grade: '85' });
  });
});

describe('isValidGrade and gradeProblem', () => {
  it('takes each company at its own scale', () => {
    expect(isValidGrade('AFA', '85')).toBe(true);
    expect(isValidGrade('AFA', '80+')).toBe(true);
    expect(isValidGrade('AFA', '9.0')).toBe(false);
    expect(isValidGrade('AFA', '85%')).toBe(false);
    expect(isValidGrade('AFA', '105')).toBe(false);
    expect(isValidGrade('CAS', '80+')).toBe(true);
    expect(isValidGrade('UKG', '85%')).toBe(true);
    expect(isValidGrade('CGA', '9.0')).toBe(true);
    expect(isValidGrade('CGA', '10')).toBe(true);
    expect(isValidGrade('CGA', '85')).toBe(true);
    expect(isValidGrade('CGA', '0.5')).toBe(false);
    expect(isValidGrade('Other', '7.5')).toBe(true);
  });

  it('refuses text that is no grade at all', () => {
    for (const text of ['abc', '', '85 NM', 'A+', '8.55', '-85']) expect(isGradeText(text)).toBe(false);
    for (const text of ['85', '80+', '85%', '9.0', '10']) expect(isGradeText(text)).toBe(true);
  });

  it("says which company's scale a grade is not on", () => {
    expect(gradeProblem('AFA', '9.5')).toBe('"9.5" is not an AFA grade: AFA grades are whole numbers from 10 to 100, such as 85');
    expect(gradeProblem('CAS', 'abc')).toBe('"abc" is not a CAS grade: CAS grades are whole numbers from 10 to 100, such as 80+');
    expect(gradeProblem('CGA', '9.0')).toBeNull();
  });
});

describe('gradeBand', () => {
  it('puts grades in bands of 5 points: 85 and 85+ together, 80+ with 80', () => {
    expect(gradeBand('AFA', '85')).toBe('85');
    expect(gradeBand('AFA', '85+')).toBe('85');
    expect(gradeBand('AFA', '89')).toBe('85');
    expect(gradeBand('CAS', '80+')).toBe('80');
    expect(gradeBand('AFA', '90')).toBe('90');
    expect(gradeBand('UKG', '85%')).toBe('85');
    expect(gradeBand('AFA', '100')).toBe('100');
  });

  it("reads CGA's 10-point scale as tenths of the 100-point one: 9.0 is 90, 8.5 is 85, 9.2 is 90, 10 is 100", () => {
    expect(gradeBand('CGA', '9.0')).toBe('90');
    expect(gradeBand('CGA', '8.5')).toBe('85');
    expect(gradeBand('CGA', '9.2')).toBe('90');
    expect(gradeBand('CGA', '10')).toBe('100');
    expect(gradeBand('CGA', '85')).toBe('85');
  });

  it('has no band for a grade not on the company scale', () => {
    expect(gradeBand('AFA', '9.0')).toBeNull();
    expect(gradeBand('AFA', 'abc')).toBeNull();
  });

  it('labels a band as the company writes grades', () => {
    expect(gradeBandLabel('AFA', '85')).toBe('AFA 85');
    expect(gradeBandLabel('CGA', '90')).toBe('CGA 9.0');
    expect(gradeBandLabel('CGA', '85')).toBe('CGA 8.5');
  });

  it('takes a copy as graded only when it records both company and grade', () => {
    expect(copyGrade({ grading_company: 'AFA', grading_grade: '85' })).toEqual({ company: 'AFA', grade: '85' });
    expect(copyGrade({ grading_company: 'AFA', grading_grade: null })).toBeNull();
    expect(copyGrade({ grading_company: null, grading_grade: '85' })).toBeNull();
  });

  it("formats a copy's grade with its uncirculated mark", () => {
    expect(formatProfessionalGrade({ company: 'AFA', grade: '85', uncirculated: 'U' })).toBe('AFA U85');
    expect(formatProfessionalGrade({ company: 'CAS', grade: '80+' })).toBe('CAS 80+');
    expect(formatProfessionalGrade({ company: 'Other', grade: '9' })).toBe('9 (other grading company)');
  });
});

describe('summarizeGraded', () => {
  const TODAY = '2026-11-23';
  const sale = (priceCents: number, daysAgo: number, company: 'AFA' | 'CAS' | 'CGA', grade: string, extra: Partial<PriceObservation> = {}): PriceObservation => ({
    priceCents, source: 'ebay_scrape', date: daysBefore(TODAY, daysAgo), seenAt: `${TODAY}T12:00:00.000Z`, tier: 'carded', excluded: false, grade: { company, grade }, ...extra,
  });

  it('groups sales by company and band, averaging those of the last 180 days', () => {
    const prices = summarizeGraded(
      [
        sale(40000, 10, 'AFA', '85'),
        sale(42000, 100, 'AFA', '85+'),
        sale(44000, 179, 'AFA', '85'),
        // 180 days ago is outside the window.
        sale(90000, 180, 'AFA', '85'),
        sale(60000, 5, 'AFA', '90'),
        sale(30000, 5, 'CAS', '80+'),
        // Not counted: an asking price, an excluded sale, an ungraded sale.
        sale(99000, 0, 'AFA', '85', { source: 'ebay', date: null }),
        sale(1000, 3, 'AFA', '85', { excluded: true }),
        { ...sale(5000, 3, 'AFA', '85'), grade: null },
      ],
      TODAY,
    );
    // By hand: AFA 85 band, last 180 days: (40000 + 42000 + 44000) / 3 = 42000.
    expect(prices).toEqual([
      { company: 'AFA', band: '90', averageCents: 60000, lowestCents: 60000, highestCents: 60000, sampleSize: 1, windowDays: GRADED_WINDOW_DAYS, recentSold: 1 },
      { company: 'AFA', band: '85', averageCents: 42000, lowestCents: 40000, highestCents: 44000, sampleSize: 3, windowDays: 180, recentSold: 3 },
      { company: 'CAS', band: '80', averageCents: 30000, lowestCents: 30000, highestCents: 30000, sampleSize: 1, windowDays: 180, recentSold: 1 },
    ]);
    expect(gradedPricesOf(prices, { company: 'AFA', grade: '88' })?.averageCents).toBe(42000);
    expect(gradedPricesOf(prices, { company: 'CAS', grade: '85' })).toBeNull();
  });

  it('rests on older sales (window null) when none sold in the last 180 days', () => {
    // By hand: (50000 + 54000) / 2 = 52000.
    expect(summarizeGraded([sale(50000, 200, 'CGA', '9.0'), sale(54000, 400, 'CGA', '9.2')], TODAY)).toEqual([
      { company: 'CGA', band: '90', averageCents: 52000, lowestCents: 50000, highestCents: 54000, sampleSize: 2, windowDays: null, recentSold: 0 },
    ]);
  });

  it('needs GRADED_MIN_SALES = 3 within GRADED_WINDOW_DAYS = 180', () => {
    expect([GRADED_MIN_SALES, GRADED_WINDOW_DAYS]).toEqual([3, 180]);
  });
});
