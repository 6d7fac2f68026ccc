import { Link, useParams } from 'react-router';
import { CURRENCY_LABELS, formatCopyValue, formatDisplayDate, formatMoney, isCurrency, packagingTier, parseId, shownMoneyCurrency, type InventoryItem } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { useLot } from '../../api/lots.ts';
import { BackToCollection } from '../../components/BackToCollection.tsx';
import { Card } from '../../components/Card.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { Loading } from '../../components/Spinner.tsx';

/** What became of a copy of the lot: in the collection (its value now) or sold (for what). */
function CopyNow({ item }: { item: InventoryItem }) {
  if (item.sale) return <span>Sold {formatDisplayDate(item.sale.date)} for {formatMoney(item.sale.price, item.sale.currency)}</span>;
  return <span>In the collection, worth {formatCopyValue(item.estimated_value, item.value_basis)}</span>;
}

/** /lots/{id}: what a lot cost, each copy's share, and what became of each copy. */
export function LotPage() {
  const id = parseId(useParams().id);
  const lot = useLot(id ?? 0, id !== null);
  if (id === null || (lot.isError && lot.error instanceof ApiError && lot.error.status === 404)) return <NotFound title="Lot not found" hint="No lot has this number." />;
  if (lot.isPending) return <Loading text="Loading the lot..." />;
  if (lot.isError) return <p role="alert">Could not load this lot: {lot.error.message}</p>;
  const { data } = lot;
  const gone = data.copies_bought - data.copies.length;
  return (
    <div className="space-y-4">
      <BackToCollection />
      <h1 className="text-2xl font-bold">Lot of {data.copies_bought} bought {formatDisplayDate(data.purchase_date)}</h1>
      <Card>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-gray-600 dark:text-gray-400">Lot total</dt>
            <dd className="font-semibold tabular-nums" data-testid="lot-total-cost">{formatMoney(data.total_cost, data.currency)}</dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-400">Shipping</dt>
            <dd className="font-semibold tabular-nums">{data.shipping === null ? 'None recorded' : formatMoney(data.shipping, data.currency)}</dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-400">In all</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(data.total_cost + (data.shipping ?? 0), data.currency)}</dd>
          </div>
          {data.note && (
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-gray-600 dark:text-gray-400">Note</dt>
              <dd className="whitespace-pre-line">{data.note}</dd>
            </div>
          )}
        </dl>
        {data.currency !== shownMoneyCurrency() && (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
            Paid in {isCurrency(data.currency) ? CURRENCY_LABELS[data.currency] : data.currency}: each copy&apos;s share counts in your collection&apos;s currency at the
            European Central Bank&apos;s rate of the purchase date.
          </p>
        )}
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold">Its copies</h2>
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {data.copies.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm" data-testid="lot-copy-share">
              <span className="min-w-0">
                <Link to={`/inventory/${item.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                  {item.name}
                </Link>{' '}
                <span className="text-gray-600 dark:text-gray-400">
                  ({packagingTier(item.packaging_type) ?? 'packaging not set'}, {item.condition})
                </span>
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  <CopyNow item={item} />
                </span>
              </span>
              <span className="tabular-nums">
                {formatMoney(item.purchase_price ?? 0, item.currency)}
                {item.purchase_shipping !== null && item.purchase_shipping > 0 && ` + ${formatMoney(item.purchase_shipping, item.currency)} shipping`}
              </span>
            </li>
          ))}
        </ul>
        {gone > 0 && <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{gone === 1 ? '1 copy has' : `${gone} copies have`} since been deleted.</p>}
      </Card>
    </div>
  );
}
