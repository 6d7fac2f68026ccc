import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeRelease, describeValueBasis, formatCopyValue, formatDisplayDate, PACKAGING_TYPE_LABELS, type InventoryItem } from '@tmnt/domain';
import { ConditionBadge } from '../../../components/Badge.tsx';
import { costFacts } from '../../../components/cost-facts.ts';
import { ForTradeToggle } from '../ForTradeToggle.tsx';
import { completenessText, valueNotes } from '../copy-facts.ts';
import { PackagingNotSet } from '../PackagingNotSet.tsx';
import { professionalGradeFacts } from '../professional-grade.ts';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** View mode: what the collector recorded about this copy. */
export function ItemFacts({ item }: { item: InventoryItem }) {
  const completeness = completenessText(item);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm">
      <Fact label="Condition">
        <ConditionBadge condition={item.condition} />
      </Fact>
      <Fact label="Estimated Value">
        <span data-testid="estimated-value" className="font-semibold tabular-nums">
          {formatCopyValue(item.estimated_value, item.value_basis)}
        </span>
        <span data-testid="value-basis" className="block text-xs text-gray-600 dark:text-gray-400">
          {describeValueBasis(item.value_basis, item.value_sample_size, item.variant)}
        </span>
        {valueNotes(item).map((note) => (
          <span key={note} data-testid="value-note" className="block text-xs text-gray-600 dark:text-gray-400">
            {note}
          </span>
        ))}
        <PackagingNotSet item={item} />
      </Fact>

      {(item.cost !== null || item.cost_conversion !== null) &&
        costFacts(item).map(([label, amount]) => (
          <Fact key={label} label={label}>
            <span className="font-semibold tabular-nums">{amount}</span>
          </Fact>
        ))}
      {item.purchase_date !== null && <Fact label="Purchase Date">{formatDisplayDate(item.purchase_date)}</Fact>}
      {item.lot_id !== null && (
        <Fact label="Bought in">
          <Link to={`/lots/${item.lot_id}`} className="text-brand-700 hover:underline dark:text-brand-100">
            a lot (its share)
          </Link>
        </Fact>
      )}
      <Fact label="Release">
        <span data-testid="release">{describeRelease(item.release, item.reissue)}</span>
      </Fact>
      <Fact label="Packaging">{item.packaging_type ? PACKAGING_TYPE_LABELS[item.packaging_type] : 'Not recorded'}</Fact>
      {completeness && (
        <Fact label="Completeness">
          <span data-testid="completeness">{completeness}</span>
        </Fact>
      )}
      {item.place_id !== null && (
        <Fact label="Storage">
          <Link to={`/places/${item.place_id}`} className="text-brand-700 hover:underline dark:text-brand-100">
            {item.storage_location}
          </Link>
        </Fact>
      )}
      {item.variant !== null && <Fact label="Variant">{item.variant}</Fact>}
      {professionalGradeFacts(item).map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
      <Fact label="Trade" wide>
        <ForTradeToggle item={item} />
      </Fact>
      <Fact label="UPC">{item.upc ?? 'Not recorded'}</Fact>
      <Fact label="Added">{formatDisplayDate(item.created_at)}</Fact>
      {item.notes !== null && (
        <Fact label="Notes" wide>
          <p className="whitespace-pre-line">{item.notes}</p>
        </Fact>
      )}
      {item.description && (
        <Fact label="Description" wide>
          <p className="leading-relaxed text-gray-700 dark:text-gray-200">{item.description}</p>
        </Fact>
      )}
    </dl>
  );
}
