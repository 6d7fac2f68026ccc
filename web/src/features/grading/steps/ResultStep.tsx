import { Award, Check } from 'lucide-react';
import { GRADE_ASPECT_LABELS, GRADE_ASPECTS, type GradeResult } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { GradeStats } from '../GradeStats.tsx';
import { gradeCostText, gradeDisclaimer, gradeMethodText } from '../grade-text.ts';

/** The grade just made: letter, score, confidence, photos, summary, breakdown, advice, cost and the disclaimer. */
export function ResultStep({ result, onDone }: { result: GradeResult; onDone: () => void }) {
  const aspects = GRADE_ASPECTS.flatMap((key) => {
    const aspect = result.breakdown[key];
    return aspect ? [{ key, label: GRADE_ASPECT_LABELS[key], score: aspect.score }] : [];
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Award className="h-6 w-6 text-amber-500" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Grading Results</h3>
        <span className="w-full text-sm text-gray-600 sm:ml-auto sm:w-auto dark:text-gray-300">Method: {gradeMethodText(result.method, result.cost?.model)}</span>
      </div>
      <GradeStats letter={result.letterGrade} overall={result.overallGrade} confidence={result.method === 'manual' ? null : result.confidence} />

      {result.grading_photos.length > 0 && (
        <ol aria-label="Grading photos" className="grid grid-cols-4 gap-2 sm:grid-cols-6 md:grid-cols-8">
          {result.grading_photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer" aria-label={`Open grading photo ${index + 1} full size`}>
                <img src={src} alt={`Grading photo ${index + 1}`} className="aspect-square w-full rounded-lg bg-gray-100 object-cover hover:opacity-90 dark:bg-gray-800" />
              </a>
            </li>
          ))}
        </ol>
      )}

      <div>
        <h4 className="text-sm font-semibold">Summary</h4>
        <p className="mt-1 text-sm whitespace-pre-line">{result.summary}</p>
      </div>

      <div>
        <h4 className="text-sm font-semibold">Breakdown</h4>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {aspects.map(({ key, label, score }) => (
            <li key={key} className="rounded-lg border border-gray-200 p-2.5 dark:border-gray-700">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium">{label}</span>
                <span className="font-semibold tabular-nums">{score === null ? 'N/A' : `${score}/100`}</span>
              </div>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${score ?? 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>

      {result.recommendations.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">Recommendations</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {result.recommendations.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </div>
      )}

      {result.method === 'ai' && result.cost && <p className="text-sm">Cost of this grade: {gradeCostText(result.cost)}</p>}

      <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100">{gradeDisclaimer(result.method)}</p>

      <div className="flex justify-end">
        <Button onClick={onDone}>
          <Check className="h-4 w-4" aria-hidden="true" /> Done
        </Button>
      </div>
    </div>
  );
}
