import { useState } from 'react';
import { Link } from 'react-router';
import { Heart, Library, PlusCircle, Tag } from 'lucide-react';
import { describeValueBasis, describeWatch, formatCopyValue, ownedCopyWords, tierPriceWords, toCents, wantTargetWords, watchRule, type Figure, type PriceTier } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import { AsOf } from './AsOf.tsx';
import { PendingMark } from './PendingMark.tsx';
import { QueueCopyForm } from './QueueCopyForm.tsx';
import { usePocket, type Snapshot } from './store.ts';
import { usePocketImage } from './usePocketImage.ts';
import { pocketView, type ShownCopy, type ShownWant } from './view.ts';

/** A tier's prices in words, both tiers that have any ("loose $24.50 avg of 7 sold · carded ..."), or null. */
function tierLine(snapshot: Snapshot, figureId: number): string | null {
  const prices = snapshot.prices.get(figureId);
  const tiers = (['loose', 'carded'] as const).flatMap((tier) => (prices?.[tier] ? [tierPriceWords(tier, prices[tier])] : []));
  return tiers.length > 0 ? tiers.join(' · ') : null;
}

function wantWords(snapshot: Snapshot, want: ShownWant): string {
  const target = wantTargetWords(want.tier, want.target_price, want.variant);
  if (want.target_price !== null) return target;
  const tier = snapshot.prices.get(want.figure_id)?.[want.tier as PriceTier];
  const rule = watchRule(null, tier ? { averageCents: toCents(tier.average_price), sampleSize: tier.sample_size, basis: tier.basis } : null);
  return `${target}: ${describeWatch(rule, want.tier as PriceTier).replace(/^./, (c) => c.toLowerCase())}`;
}

function OwnedCopy({ copy }: { copy: ShownCopy }) {
  const words = ownedCopyWords(copy.packaging_type && packagingWord(copy.packaging_type), copy.condition, copy.purchase_price, copy.currency);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Link to={`/inventory/${copy.ref}`} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
        {words}
      </Link>
      {copy.completeness_text && <span className="text-gray-600 dark:text-gray-400">· {copy.completeness_text}</span>}
      {copy.value && (
        <span className="text-gray-600 dark:text-gray-400">
          · worth {formatCopyValue(copy.value.estimated_value, copy.value.value_basis)} ({describeValueBasis(copy.value.value_basis, copy.value.value_sample_size, copy.variant)})
        </span>
      )}
      {copy.pending && <PendingMark needsLook={copy.needsLook} />}
    </li>
  );
}

/**
 * What a code or a name checked at a show answers, from the phone's copy: owned (how many, each with its packaging,
 * condition and what was paid, and its value with what it rests on), wanted (the tier and target), or neither (the
 * figure's tier prices and an offer to add it, queued). Says as of when.
 */
export function CheckAnswer({ figure }: { figure: Figure }) {
  const snapshot = usePocket();
  const view = pocketView(snapshot);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(0);
  const picture = usePocketImage(figure.thumbnail_url ?? null);
  const copies = view.copies.filter((c) => c.figure_id === figure.id);
  const wants = view.wants.filter((w) => w.figure_id === figure.id);
  const tiers = tierLine(snapshot, figure.id);
  return (
    <section
      aria-label={`${figure.name}: what you have`}
      data-testid="check-answer"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center gap-3">
        <FigureImage src={picture} name={figure.name} className="h-14 w-14 shrink-0" />
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{figure.name}</h3>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {figure.year} · {figure.series}
          </p>
        </div>
      </div>
      {copies.length > 0 && (
        <div className="text-sm" data-testid="check-owned">
          <p className="flex items-center gap-1.5 font-semibold text-green-800 dark:text-green-300">
            <Library className="h-4 w-4" aria-hidden="true" /> You own {copies.length}
          </p>
          <ul className="mt-1 space-y-1">
            {copies.map((copy) => (
              <OwnedCopy key={copy.ref} copy={copy} />
            ))}
          </ul>
        </div>
      )}
      {wants.map((want) => (
        <p key={`${want.id}-${want.tier}-${want.variant}`} className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-pink-800 dark:text-pink-300" data-testid="check-wanted">
          <Heart className="h-4 w-4" aria-hidden="true" /> On your want list: {wantWords(snapshot, want)}
          {want.pending && <PendingMark />}
        </p>
      ))}
      {copies.length === 0 && wants.length === 0 && (
        <p className="text-sm font-semibold" data-testid="check-neither">
          Not in your collection, not on your want list.
        </p>
      )}
      <p className="flex items-start gap-1.5 text-sm text-gray-700 dark:text-gray-300" data-testid="check-prices">
        <Tag className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {tiers ?? 'No prices known for this figure yet.'}
      </p>
      {added > 0 && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          Added: it shows above, and goes to your collection as soon as the server answers.
        </p>
      )}
      {!adding && (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <PlusCircle className="h-4 w-4" aria-hidden="true" /> {copies.length === 0 ? 'Add it to the collection' : 'Add another copy'}
        </Button>
      )}
      {adding && (
        <QueueCopyForm
          figure={figure}
          onQueued={() => {
            setAdding(false);
            setAdded((n) => n + 1);
          }}
        />
      )}
      {snapshot.meta && <AsOf asOf={snapshot.meta.asOf} />}
    </section>
  );
}
