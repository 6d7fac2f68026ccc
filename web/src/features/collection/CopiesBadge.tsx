/** '×N' on an item whose figure has more than one copy in the collection. */
export function CopiesBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count < 2) return null;
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full bg-purple-100 px-2 py-0.5 text-xs font-bold text-purple-800 tabular-nums dark:bg-purple-900/70 dark:text-purple-100 ${className}`}>
      <span aria-hidden="true">×{count}</span>
      <span className="sr-only">{count} copies owned</span>
    </span>
  );
}
