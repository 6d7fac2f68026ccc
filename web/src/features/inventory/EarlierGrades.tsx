import { History } from 'lucide-react';
import { formatDisplayDate, PACKAGING_STATUS_INFO, plural } from '@tmnt/domain';
import { useGradeHistory } from '../../api/grading.ts';
import { gradeCostText, gradeMethodText } from '../grading/index.ts';

/** The copy's grades before the current one, newest first; nothing when it has only the one. */
export function EarlierGrades({ itemId }: { itemId: number }) {
  const history = useGradeHistory(itemId);
  const earlier = history.data?.slice(1) ?? [];
  if (earlier.length === 0) return null;
  return (
    <div>
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <History className="h-4 w-4" aria-hidden="true" /> Earlier grades
      </h4>
      <ul aria-label="Earlier grades" className="mt-1 divide-y divide-gray-100 text-sm dark:divide-gray-800">
        {earlier.map((grade) => (
          <li key={grade.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5">
            <span className="font-semibold tabular-nums">
              {grade.letter_grade} · {grade.overall}/100
            </span>
            <span>{gradeMethodText(grade.method, grade.cost?.model)}</span>
            <span className="text-gray-600 dark:text-gray-300">{PACKAGING_STATUS_INFO[grade.packaging_status].label}</span>
            {grade.grading_photos.length > 0 && <span className="text-gray-600 dark:text-gray-300">{plural(grade.grading_photos.length, 'photo')}</span>}
            <span className="text-gray-600 dark:text-gray-300">{formatDisplayDate(grade.graded_at) || 'Unknown date'}</span>
            {grade.cost && <span className="w-full text-xs text-gray-600 dark:text-gray-300">Cost: {gradeCostText(grade.cost)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
