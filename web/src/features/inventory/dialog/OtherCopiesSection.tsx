import { Copy } from 'lucide-react';
import { formatDisplayDate, formatMoney } from '@tmnt/domain';
import { useCopies } from '../../../api/inventory.ts';
import { ConditionBadge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Section } from './Section.tsx';

/** The collector's other copies of the same figure; shown only when there is more than one copy. */
export function OtherCopiesSection({ itemId, figureId, onSwitch }: { itemId: number; figureId: number; onSwitch: (id: number) => void }) {
  const copies = useCopies(figureId);
  if (!copies.data || copies.data.total_copies <= 1) return null;
  const others = copies.data.copies.filter((c) => c.id !== itemId);
  return (
    <Section title="Other Copies in Collection" icon={<Copy className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-300">You own {copies.data.total_copies} copies of this figure.</p>
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {others.map((copy) => (
          <li key={copy.id} data-testid="other-copy" className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <ConditionBadge condition={copy.condition} />
              <span className="tabular-nums">{copy.purchase_price === null ? 'No purchase price' : `Paid ${formatMoney(copy.purchase_price, copy.currency)}`}</span>
              <span className="text-gray-600 dark:text-gray-300">Added {formatDisplayDate(copy.created_at)}</span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => onSwitch(copy.id)}>
              View This Copy
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
