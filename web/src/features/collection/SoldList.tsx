import { Link } from 'react-router';
import { BadgeDollarSign } from 'lucide-react';
import { formatDisplayDate, formatMoney, formatSignedMoney, plural, type Conversion } from '@tmnt/domain';
import { useSoldCopies } from '../../api/sold.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { shortConversionText } from '../../components/money-text.ts';
import { Loading } from '../../components/Spinner.tsx';
import { itemLink } from './item-link.ts';

/** An amount in the collection's currency; one recorded in another whose rate is not known yet, as recorded. */
function Converted({ amount, conversion }: { amount: number | null; conversion: Conversion | null }) {
  if (conversion === null) return amount === null ? '—' : formatMoney(amount);
  if (amount === null) return shortConversionText(conversion, null);
  return <span title={shortConversionText(conversion, amount)}>{formatMoney(amount)}</span>;
}
const cell = 'px-3 py-2 text-right tabular-nums';

/** The Sold list: every sold copy, newest sale first, with what it sold for, cost and gained. Each opens its copy (to see or undo the sale). */
export function SoldList() {
  const sold = useSoldCopies();
  if (sold.isPending) return <Loading text="Loading the sold copies..." />;
  if (sold.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
        Could not load the sold copies: {sold.error.message}
      </p>
    );
  }
  if (sold.data.length === 0) {
    return <EmptyState icon={<BadgeDollarSign className="h-12 w-12" />} title="Nothing sold yet" hint="Mark a copy as sold from its page: it moves here, with what the sale returned." />;
  }
  return (
    <div className="space-y-2">
      <p data-testid="sold-count" className="text-sm text-gray-600 dark:text-gray-300">
        {plural(sold.data.length, 'copy', 'copies')} sold, newest sale first
      </p>
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
        <table aria-label="Sold copies" className="w-full text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:bg-gray-800/60 dark:text-gray-300">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">Name</th>
              <th scope="col" className="px-3 py-2 text-left">Sold</th>
              <th scope="col" className={cell}>Price</th>
              <th scope="col" className={cell}>Proceeds</th>
              <th scope="col" className={cell}>Cost</th>
              <th scope="col" className={cell}>Realised Gain</th>
            </tr>
          </thead>
          <tbody>
            {sold.data.map((item) => {
              const sale = item.sale!;
              const gainClass = sale.gain === null || sale.gain === 0 ? '' : sale.gain > 0 ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300';
              return (
                <tr key={item.id} className="border-t border-gray-100 dark:border-gray-800">
                  <td className="px-3 py-2">
                    <Link {...itemLink(item, '?shelf=sold')} className="flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-100">
                      <FigureImage src={item.thumbnail_url} name={item.name} className="h-10 w-10 shrink-0" />
                      <span>
                        {item.name}
                        <span className="block text-xs font-normal text-gray-600 dark:text-gray-300">{item.condition}</span>
                      </span>
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDisplayDate(sale.date)}
                    {sale.where && <span className="block text-xs text-gray-600 dark:text-gray-300">{sale.where}</span>}
                  </td>
                  <td className={cell}>{formatMoney(sale.price, sale.currency)}</td>
                  <td className={cell}>
                    <Converted amount={sale.proceeds} conversion={sale.conversion} />
                  </td>
                  <td className={cell}>
                    <Converted amount={item.cost} conversion={item.cost_conversion} />
                  </td>
                  <td className={`${cell} font-semibold ${gainClass}`}>{sale.gain === null ? 'Not known' : formatSignedMoney(sale.gain)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
