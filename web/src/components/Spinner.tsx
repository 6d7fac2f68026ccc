export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />;
}

/** A page-level loading line, e.g. 'Loading dashboard...'. */
export function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-gray-600 dark:text-gray-300">
      <Spinner />
      {text}
    </div>
  );
}
