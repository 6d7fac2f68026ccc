import { useState } from 'react';
import { Link } from 'react-router';
import { Heart, HeartPlus } from 'lucide-react';
import type { PriceTier } from '@tmnt/domain';
import { useWants } from '../../api/wants.ts';
import { Button } from '../../components/Button.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import type { WantedFigure } from './WantDialog.tsx';
import { wantedCopyText } from './wants-text.ts';

const WantDialog = lazyDialog(() => import('./WantDialog.tsx').then((m) => m.WantDialog));

/** The wants of one figure, as far as the want list is known. */
function useWantsOf(figureId: number) {
  const wants = useWants();
  return wants.data?.filter((want) => want.figure_id === figureId) ?? [];
}

/**
 * The figure page's "Want": opens the form on the tier the page shows. Once the figure is wanted, says so with the
 * way to the list (and still offers another tier or variant).
 */
export function WantButton({ figure, defaultTier }: { figure: WantedFigure; defaultTier: PriceTier }) {
  const [open, setOpen] = useState(false);
  const wanted = useWantsOf(figure.id);
  return (
    <>
      {wanted.length === 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Heart className="h-4 w-4" aria-hidden="true" /> Want
        </Button>
      ) : (
        <>
          <Link
            to="/wants"
            title={wanted.map((want) => wantedCopyText(want.tier, want.variant)).join('; ')}
            className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <Heart className="h-4 w-4 fill-current" aria-hidden="true" /> On your want list
          </Link>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} title="Another packaging or variant">
            <HeartPlus className="h-4 w-4" aria-hidden="true" /> Want another
          </Button>
        </>
      )}
      {open && <WantDialog figure={figure} defaultTier={defaultTier} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A search result's compact "Want" (loose to start with; the form says the rest); "Wanted" once it is on the list. */
export function CompactWantButton({ figure }: { figure: WantedFigure }) {
  const [open, setOpen] = useState(false);
  const wanted = useWantsOf(figure.id).length > 0;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0"
        onClick={() => setOpen(true)}
        aria-label={wanted ? `Wanted: ${figure.name} is on your want list (want it in another packaging or variant)` : `Want ${figure.name}`}
      >
        <Heart className={`h-4 w-4 ${wanted ? 'fill-current text-brand-600 dark:text-brand-100' : ''}`} aria-hidden="true" />
        <span className="max-sm:sr-only">{wanted ? 'Wanted' : 'Want'}</span>
      </Button>
      {open && <WantDialog figure={figure} defaultTier="loose" onClose={() => setOpen(false)} />}
    </>
  );
}
