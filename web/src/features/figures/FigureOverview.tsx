import type { Figure } from '@tmnt/domain';
import { Card } from '../../components/Card.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { FigureCodes } from './FigureCodes.tsx';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5">{value}</dd>
    </div>
  );
}

/** The catalogue entry: picture, name, the facts a collector checks a card against, and its barcodes. */
export function FigureOverview({ figure, className = '' }: { figure: Figure; className?: string }) {
  return (
    <Card className={`flex flex-col gap-5 sm:flex-row ${className}`}>
      <FigureImage src={figure.image_url} name={figure.name} className="aspect-square w-40 self-center sm:w-48 sm:self-start md:w-56" emojiSize="text-7xl" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold">{figure.name}</h1>
        <p className="text-gray-600 dark:text-gray-300">
          {figure.series} · {figure.year}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Fact label="Series" value={figure.series} />
          <Fact label="Year" value={figure.year} />
          <Fact label="Manufacturer" value={figure.manufacturer} />
        </dl>
        {figure.description && <p className="mt-4 text-sm leading-relaxed text-gray-700 dark:text-gray-200">{figure.description}</p>}
        <FigureCodes figure={figure} />
      </div>
    </Card>
  );
}
