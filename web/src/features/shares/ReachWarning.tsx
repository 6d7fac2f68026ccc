import { TriangleAlert } from 'lucide-react';
import type { ShareAddress } from '@tmnt/domain';
import { reachWarning } from './share-text.ts';

/** Says where links point, and warns when nobody outside this computer or network can open them. */
export function ReachWarning({ address }: { address: ShareAddress }) {
  const warning = reachWarning(address);
  if (warning === null) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">Links point at {address.base}.</p>;
  }
  return (
    <p role="note" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{warning}</span>
    </p>
  );
}
