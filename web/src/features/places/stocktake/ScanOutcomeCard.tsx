import { CheckCircle2, CircleAlert, Info, PlusCircle } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import type { LoggedScan } from './useStocktake.ts';

interface ScanOutcomeCardProps {
  scan: LoggedScan;
  /** "Add one here": a copy of this figure (or, for a code the catalogue does not know, of the figure chosen by name). */
  onAdd: (figureName: string) => void;
}

const where = (storage: string | null) => (storage === null ? 'in no place' : `in ${storage}`);

/** What the last scan did, in words, with what to do next when it counted nothing. */
export function ScanOutcomeCard({ scan, onAdd }: ScanOutcomeCardProps) {
  const { outcome } = scan;
  let tone: 'ok' | 'info' | 'problem' = 'info';
  let text: string;
  let action: { label: string; figure: string } | null = null;
  switch (outcome.kind) {
    case 'counted':
      tone = outcome.expected ? 'ok' : 'info';
      text = outcome.expected
        ? `Counted ${outcome.copy.name} #${outcome.copy.id}: found, recorded here.`
        : `Counted ${outcome.copy.name} #${outcome.copy.id}: not expected here, it is recorded ${where(outcome.copy.storage_location)}.`;
      break;
    case 'already-counted':
      text = `${outcome.copy.name} #${outcome.copy.id} is counted already.`;
      break;
    case 'all-counted':
      text = `Every ${outcome.figure.name} of your collection is counted already: is this one more?`;
      action = { label: `Add a ${outcome.figure.name} here`, figure: outcome.figure.name };
      break;
    case 'unknown-code':
      tone = 'problem';
      text = `No figure of the catalogue has the code ${outcome.code}.`;
      action = { label: 'Add a copy here', figure: '' };
      break;
    case 'place-label':
      text = 'That is the label of a place, not of a figure: scan the figures it holds.';
      break;
    case 'not-in-collection':
      tone = 'problem';
      text = `Copy #${outcome.id} is not in the collection (deleted or sold).`;
      break;
    case 'not-a-code':
      tone = 'problem';
      text = outcome.error;
      break;
    case 'failed':
      tone = 'problem';
      text = `Could not look the code up: ${outcome.error}`;
      break;
  }
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'problem' ? CircleAlert : Info;
  const colors =
    tone === 'ok'
      ? 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100'
      : tone === 'problem'
        ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100'
        : 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100';
  return (
    <div role="status" data-testid="stocktake-outcome" className={`flex flex-wrap items-start gap-2 rounded-xl border p-3 text-sm ${colors}`}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">{text}</span>
      {action && (
        <Button size="sm" onClick={() => onAdd(action.figure)}>
          <PlusCircle className="h-4 w-4" aria-hidden="true" /> {action.label}
        </Button>
      )}
    </div>
  );
}
