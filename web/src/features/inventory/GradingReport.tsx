import { AlertTriangle, Award, Camera } from 'lucide-react';
import { copyRarity, formatDisplayDate, type InventoryItem } from '@tmnt/domain';
import { Badge, RARITY_BY_VALUE } from '../../components/Badge.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { GradeStats, gradeCostText, gradeDisclaimer, gradeMethodText } from '../grading/index.ts';
import { EarlierGrades } from './EarlierGrades.tsx';

/** The photos an AI grade was made from: numbered from 1, each opening full size in a new tab. */
export function GradingPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <Card>
      <CardTitle icon={<Camera className="h-5 w-5 text-brand-600" aria-hidden="true" />}>Grading Photos</CardTitle>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
        {photos.map((src, index) => (
          <li key={`${index}-${src.slice(0, 40)}`} className="relative">
            <a href={src} target="_blank" rel="noopener noreferrer" aria-label={`Open grading photo ${index + 1} full size`}>
              <img src={src} alt={`Grading photo ${index + 1}`} loading="lazy" className="aspect-square w-full rounded-lg bg-gray-100 object-cover dark:bg-gray-800" />
              <span className="absolute top-1 left-1 rounded bg-black/70 px-1.5 text-xs font-semibold text-white">{index + 1}</span>
            </a>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
        {photos.length} photo{photos.length === 1 ? '' : 's'} used for grading
      </p>
    </Card>
  );
}

/** "paintCondition" -> "Paint Condition". */
function categoryLabel(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function List({ title, items, ordered = false }: { title: string; items: string[] | undefined; ordered?: boolean }) {
  if (!items || items.length === 0) return null;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      <Tag className={`mt-1 space-y-0.5 pl-5 text-sm ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </Tag>
    </div>
  );
}

/** What a grade made by the free questionnaire is called: a condition report, not an AI's grading. */
const QUESTIONNAIRE_REPORT_TITLE = 'Condition Report by Questionnaire';

/**
 * The grading report, shown only when the item has both an overall grade and its details: `title` for an AI grade,
 * QUESTIONNAIRE_REPORT_TITLE (and no AI confidence) for one made by the questionnaire.
 */
export function GradingReport({ item, title: aiTitle = 'AI Grading Report' }: { item: InventoryItem; title?: string }) {
  const details = item.ai_grade_details;
  if (item.ai_grade_overall === null || !details) return null;
  const byQuestionnaire = details.method === 'manual';
  const title = byQuestionnaire ? QUESTIONNAIRE_REPORT_TITLE : aiTitle;
  const identification = details.itemIdentification ?? {};
  const breakdown = Object.entries(details.fullBreakdown ?? {});
  const gradedOn = formatDisplayDate(item.ai_grade_date) || 'Unknown date';
  return (
    <Card aria-label={title}>
      <CardTitle icon={<Award className="h-5 w-5 text-amber-500" aria-hidden="true" />} actions={
          identification.rarityLevel ? (
            <Badge color="purple">{identification.rarityLevel}</Badge>
          ) : (
            <Badge color="purple" title={RARITY_BY_VALUE}>
              {copyRarity(item.estimated_value, item.value_basis).label}
            </Badge>
          )
        }>
        {title}
      </CardTitle>
      <p className="-mt-2 mb-4 text-sm text-gray-600 dark:text-gray-300">
        Graded {gradedOn}
        {details.method && <> · Method: {gradeMethodText(details.method, details.cost?.model)}</>}
      </p>

      <GradeStats letter={details.letterGrade} overall={item.ai_grade_overall} confidence={byQuestionnaire ? null : details.confidence} />

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600 dark:text-gray-300">Character</dt>
        <dd>{identification.characterName ?? item.name}</dd>
        <dt className="text-gray-600 dark:text-gray-300">Item state</dt>
        <dd>{identification.itemState ?? 'Unknown'}</dd>
      </dl>

      <div className="mt-4 space-y-4">
        {details.summary && (
          <div>
            <h4 className="text-sm font-semibold">Professional Assessment</h4>
            <p className="mt-1 text-sm whitespace-pre-line">{details.summary}</p>
          </div>
        )}
        {details.criticalDefects && details.criticalDefects.length > 0 && (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            <h4 className="flex items-center gap-1.5 text-sm font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Critical Defects (grade-limiting)
            </h4>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm">
              {details.criticalDefects.map((defect, i) => (
                <li key={i}>{defect}</li>
              ))}
            </ol>
          </div>
        )}
        {breakdown.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold">Detailed Category Breakdown</h4>
            <ul className="mt-2 space-y-3">
              {breakdown.map(([key, category]) => (
                <li key={key} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{categoryLabel(key)}</span>
                    <span className="font-semibold tabular-nums">{typeof category.score === 'number' ? `${category.score}/100` : 'N/A'}</span>
                  </div>
                  {category.details && <p className="mt-1 text-sm">{category.details}</p>}
                  <div className="mt-2 space-y-2">
                    <List title="Notes" items={category.notes} />
                    <List title="Issues identified" items={category.issues} />
                    <List title="Missing items" items={category.missingItems} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )}
        <List title="Specific Observations" items={details.specificObservations} />
        <List title="Professional Recommendations" items={details.recommendations} />
        {details.cost && <p className="text-sm">Cost of this grade: {gradeCostText(details.cost)}</p>}
        <EarlierGrades itemId={item.id} />
        <p className="text-xs text-gray-600 dark:text-gray-400">{gradeDisclaimer(details.method)}</p>
      </div>
    </Card>
  );
}
