import { FIELD_LABELS, formatDisplayDate, formatProfessionalGrade, type InventoryItem } from '@tmnt/domain';

type GradedFields = Pick<
  InventoryItem,
  'grading_company' | 'grading_grade' | 'grading_card' | 'grading_bubble' | 'grading_figure' | 'grading_uncirculated' | 'grading_certificate' | 'graded_on'
>;

/** What the copy's case says of its sub-grades: "Card 85 · Bubble 85 · Figure 90"; null when none is recorded. */
function subGrades(item: GradedFields): string | null {
  const parts = [['Card', item.grading_card], ['Bubble', item.grading_bubble], ['Figure', item.grading_figure]].filter(([, grade]) => grade !== null);
  return parts.length === 0 ? null : parts.map(([name, grade]) => `${name} ${grade}`).join(' · ');
}

/**
 * A graded copy's professional grade as a list of facts: the grade ("AFA U85"), the sub-grades, certificate number and
 * grading date when recorded; nothing for a copy no company graded.
 */
export function professionalGradeFacts(item: GradedFields): [string, string][] {
  const company = item.grading_company;
  if (company === null) return [];
  const grade = item.grading_grade === null ? `${company}, grade not recorded` : formatProfessionalGrade({ company, grade: item.grading_grade, uncirculated: item.grading_uncirculated });
  const facts: [string, string | null][] = [
    ['Professional Grade', grade],
    ['Sub-grades', subGrades(item)],
    [FIELD_LABELS.grading_certificate, item.grading_certificate],
    [FIELD_LABELS.graded_on, item.graded_on && formatDisplayDate(item.graded_on)],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}
