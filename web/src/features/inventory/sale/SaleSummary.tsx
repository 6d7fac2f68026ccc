import { useState } from 'react';
import { BadgeDollarSign, Undo2 } from 'lucide-react';
import { formatDisplayDate, formatMoney, formatSignedMoney, type CopySale, type InventoryItem } from '@tmnt/domain';
import { useUndoSale } from '../../../api/sold.ts';
import { Button } from '../../../components/Button.tsx';
import { conversionText } from '../../../components/money-text.ts';

const money = (amount: number | null, currency?: string) => (amount === null ? '—' : formatMoney(amount, currency));

/** Why a sale's gain is not known: its cost, or an exchange rate it needs. */
function unknownGain(item: InventoryItem, sale: CopySale): string {
  if (sale.proceeds === null || (item.cost === null && item.cost_conversion?.rate === null)) return 'Not known yet (an exchange rate is missing)';
  return 'Not known (no cost recorded)';
}

function gainClasses(gain: number | null) {
  if (gain === null || gain === 0) return '';
  return gain > 0 ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300';
}

/** Undo Sale, asked once more: undoing forgets the sale's details (and the market sale it recorded). */
function UndoSale({ item }: { item: InventoryItem }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoSale();
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        <Undo2 className="h-4 w-4" aria-hidden="true" /> Undo Sale
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Undo the sale" className="space-y-2 rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-800">
      <p>
        Put {item.name} back in your collection? The sale's details are forgotten
        {item.sale?.market_sale_id !== null ? ', and the market sale it recorded is removed from its prices' : ''}.
      </p>
      {undo.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          Could not undo the sale: {undo.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button size="sm" onClick={() => undo.mutate(item.id)} disabled={undo.isPending}>
          {undo.isPending ? 'Undoing...' : 'Undo Sale'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking(false)} disabled={undo.isPending}>
          Keep It Sold
        </Button>
      </div>
    </div>
  );
}

/**
 * A sold copy's sale: when and where, what the buyer paid (in the currency received), what it returned and gained
 * over its cost (in the collection's; converted at the ECB rate of the sale's date when received in another), and Undo Sale.
 */
export function SaleSummary({ item, sale }: { item: InventoryItem; sale: CopySale }) {
  return (
    <section aria-label="Sold" data-testid="sale-summary" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-50">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <BadgeDollarSign className="h-5 w-5" aria-hidden="true" /> Sold on {formatDisplayDate(sale.date)}
          {sale.where && ` · ${sale.where}`}
        </h2>
        <UndoSale item={item} />
      </div>
      <p className="text-sm">This copy is no longer counted in your collection's items, value or completion.</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt>Price</dt>
        <dd className="text-right tabular-nums sm:text-left">{formatMoney(sale.price, sale.currency)}</dd>
        <dt>Shipping charged</dt>
        <dd className="text-right tabular-nums sm:text-left">{money(sale.shipping, sale.currency)}</dd>
        <dt>Fees</dt>
        <dd className="text-right tabular-nums sm:text-left">{money(sale.fees, sale.currency)}</dd>
        <dt>Proceeds</dt>
        <dd data-testid="sale-proceeds" className="text-right font-semibold tabular-nums sm:text-left">
          {sale.conversion ? conversionText(sale.conversion, sale.proceeds) : money(sale.proceeds)}
        </dd>
        <dt>Cost</dt>
        <dd className="text-right tabular-nums sm:text-left">{item.cost_conversion ? conversionText(item.cost_conversion, item.cost) : money(item.cost)}</dd>
        <dt>Realised gain</dt>
        <dd data-testid="realised-gain" className={`text-right font-semibold tabular-nums sm:text-left ${gainClasses(sale.gain)}`}>
          {sale.gain === null ? unknownGain(item, sale) : formatSignedMoney(sale.gain)}
        </dd>
      </dl>
      {sale.buyer_note && <p className="text-sm whitespace-pre-wrap">Buyer note: {sale.buyer_note}</p>}
      {sale.market_sale_id !== null && <p className="text-xs opacity-80">Also recorded as a market sale: it counts in this figure's prices.</p>}
    </section>
  );
}
