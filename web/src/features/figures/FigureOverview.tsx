import type { Figure, PriceTier } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { Card } from '../../components/Card.tsx';
import { FigureActions } from './FigureActions.tsx';
import { FigureCodes } from './FigureCodes.tsx';
import { FigurePicture } from './FigurePicture.tsx';
import { FigureVariants } from './FigureVariants.tsx';

function Fact({ label, value, className }: { label: string; value: string | number; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5">{value}</dd>
    </div>
  );
}

/**
 * The catalogue entry: picture (set and removed here), name, the facts a collector checks a card against, its known
 * variants and reissues with their sources, and its barcodes.
 */
export function FigureOverview({ figure, wantTier, className = '' }: { figure: Figure; wantTier: PriceTier; className?: string }) {
  return (
    <Card className={`flex flex-col gap-5 sm:flex-row ${className}`}>
      <FigurePicture figure={figure} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold break-words">{figure.name}</h1>
          {figure.source === 'collector' && <Badge color="purple">Your own figure</Badge>}
        </div>
        <p className="text-gray-600 dark:text-gray-300">
          {figure.series} · {figure.year}
        </p>
        <div className="mt-3">
          <FigureActions figure={figure} wantTier={wantTier} />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Fact label="Series" value={figure.series} />
          <Fact label="Year" value={figure.year} />
          <Fact label="Manufacturer" value={figure.manufacturer} />
          {figure.character !== figure.name && <Fact label="Character" value={figure.character} />}
          {figure.accessories.length > 0 && <Fact label="Accessories" value={figure.accessories.join(', ')} className="col-span-2" />}
        </dl>
        {figure.description && <p className="mt-4 text-sm leading-relaxed text-gray-700 dark:text-gray-200">{figure.description}</p>}
        <FigureVariants figure={figure} />
        <FigureCodes figure={figure} />
      </div>
    </Card>
  );
}
