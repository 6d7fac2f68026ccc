import type { ReactNode, TdHTMLAttributes } from 'react';

// A table on wide screens; below md each row is a card of label/value lines, so a 375 px phone never scrolls
// sideways. The labels are CSS generated content (data-label), shown only on narrow screens: on wide ones the
// column headers say the same, and the cells' text stays the value alone.

export function ResponsiveTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <table aria-label={label} className="w-full text-sm max-md:block">
      <thead className="max-md:sr-only">
        <tr className="border-b border-gray-200 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:text-gray-300">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap first:pl-0 last:pr-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-gray-100 md:dark:divide-gray-800">{children}</tbody>
    </table>
  );
}

export function Row({ children, ...rest }: { children: ReactNode } & Record<`data-${string}`, string | number>) {
  return (
    <tr className="align-top max-md:block max-md:rounded-lg max-md:border max-md:border-gray-200 max-md:p-3 max-md:dark:border-gray-800" {...rest}>
      {children}
    </tr>
  );
}

const LABEL = 'max-md:before:font-medium max-md:before:text-gray-600 max-md:before:content-[attr(data-label)] max-md:dark:before:text-gray-300';
const SIDE_BY_SIDE = `max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:text-right max-md:before:shrink-0 max-md:before:text-left ${LABEL}`;
const STACKED = `max-md:before:block ${LABEL}`;

interface CellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown before the value on narrow screens (none for the row's title cell). */
  label?: string;
  /** On narrow screens, the label above the value instead of beside it (for long text). */
  stacked?: boolean;
}

export function Cell({ label, stacked = false, className = '', children, ...rest }: CellProps) {
  const narrow = !label ? 'max-md:pb-2' : stacked ? STACKED : SIDE_BY_SIDE;
  // One wrapper, so the narrow layout is always two flex items: the label and the value (however many lines).
  return (
    <td data-label={label} className={`px-3 py-2 first:pl-0 last:pr-0 max-md:block max-md:px-0 max-md:py-1 ${narrow} ${className}`} {...rest}>
      <div className="min-w-0">{children}</div>
    </td>
  );
}
