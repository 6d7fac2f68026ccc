import type { SourceOutcome } from '@tmnt/domain';
import { sourceOutcomeText } from './market-words.ts';

/** The sources that gave nothing at the last refresh, each with its reason in plain words: a collector must know why. */
export function SourceOutcomes({ outcomes, className = '' }: { outcomes: readonly SourceOutcome[]; className?: string }) {
  const problems = outcomes.filter((outcome) => outcome.status !== 'ok');
  if (problems.length === 0) return null;
  return (
    <ul aria-label="Marketplace problems" className={`space-y-1 text-xs text-gray-600 dark:text-gray-400 ${className}`}>
      {problems.map((outcome) => (
        <li key={outcome.source}>{sourceOutcomeText(outcome)}</li>
      ))}
    </ul>
  );
}
