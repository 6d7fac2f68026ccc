import { Clock } from 'lucide-react';
import { asOfWords } from '@tmnt/domain';

/** When what is shown was read from the server: every answer from the pocket copy says it, and says when it is old. */
export function AsOf({ asOf, className = '' }: { asOf: string; className?: string }) {
  const { text, stale } = asOfWords(asOf);
  return (
    <p data-testid="as-of" className={`flex items-start gap-1.5 text-xs ${stale ? 'font-medium text-amber-800 dark:text-amber-200' : 'text-gray-600 dark:text-gray-400'} ${className}`}>
      <Clock className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>From this phone&apos;s copy, {text}</span>
    </p>
  );
}
