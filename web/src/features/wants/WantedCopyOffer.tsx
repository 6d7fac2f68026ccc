import { useState } from 'react';
import { Heart } from 'lucide-react';
import { packagingTier, type PackagingType } from '@tmnt/domain';
import { useRemoveWant, useWants } from '../../api/wants.ts';
import { Button } from '../../components/Button.tsx';
import { wantedCopyText } from './wants-text.ts';

/**
 * After a copy is added: when the collector wants that figure in the copy's tier (domain packagingTier: Sealed MOC is
 * carded, the rest loose), offers to take it off the want list. Nothing when the copy's packaging is not said.
 */
export function WantedCopyOffer({ figureId, packaging }: { figureId: number; packaging: PackagingType | null }) {
  const tier = packagingTier(packaging);
  const wants = useWants(tier !== null);
  const remove = useRemoveWant();
  const [removed, setRemoved] = useState<{ id: number; label: string }[]>([]);
  const matching = wants.data?.filter((want) => want.figure_id === figureId && want.tier === tier && !removed.some((r) => r.id === want.id)) ?? [];
  if (matching.length === 0 && removed.length === 0) return null;
  return (
    <div role="status" data-testid="wanted-copy-offer" className="space-y-2 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-gray-900 dark:border-brand-900 dark:bg-brand-900/40 dark:text-gray-100">
      {matching.map((want) => {
        const label = `${want.figure_name} (${wantedCopyText(want.tier, want.variant).toLowerCase()})`;
        return (
          <p key={want.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Heart className="h-4 w-4 shrink-0 fill-current text-brand-600 dark:text-brand-100" aria-hidden="true" />
            <span>{label} is on your want list —</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              aria-label={`Remove it: take ${label} off your want list`}
              onClick={() => remove.mutate(want.id, { onSuccess: () => setRemoved((was) => [...was, { id: want.id, label }]) })}
            >
              Remove it
            </Button>
          </p>
        );
      })}
      {removed.map(({ id, label }) => (
        <p key={id}>Took {label} off your want list.</p>
      ))}
      {remove.isError && <p className="text-red-700 dark:text-red-300">Could not remove it: {remove.error.message}</p>}
    </div>
  );
}
