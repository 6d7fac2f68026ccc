import { Info } from 'lucide-react';
import type { InventoryItem } from '@tmnt/domain';
import { AccessoriesChecklist } from './AccessoriesChecklist.tsx';
import { Section } from './Section.tsx';

export function FigureDetailsSection({ item }: { item: InventoryItem }) {
  const facts = [
    ['Name', item.name],
    ['Series', item.series],
    ['Year', String(item.year)],
    ['Manufacturer', item.manufacturer],
    ['UPC', item.upc ?? 'Not recorded'],
  ] as const;
  return (
    <Section title="Figure Details" icon={<Info className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
            <dd className={`font-medium ${label === 'UPC' ? 'tabular-nums' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {item.description && <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{item.description}</p>}
      <div className="mt-4 border-t border-gray-100 pt-3 dark:border-gray-800">
        <AccessoriesChecklist item={item} />
      </div>
    </Section>
  );
}
