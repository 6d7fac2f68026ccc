import { useState } from 'react';

/** A turtle seen from above, drawn (no emoji font needed: phones and servers without one show it alike). */
function TurtleDrawing({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <g className="fill-brand-500 dark:fill-brand-600">
        <ellipse cx="16" cy="25" rx="6" ry="4.5" transform="rotate(-35 16 25)" />
        <ellipse cx="48" cy="25" rx="6" ry="4.5" transform="rotate(35 48 25)" />
        <ellipse cx="17" cy="49" rx="6" ry="4.5" transform="rotate(35 17 49)" />
        <ellipse cx="47" cy="49" rx="6" ry="4.5" transform="rotate(-35 47 49)" />
        <path d="M29 55h6l-3 6z" />
        <circle cx="32" cy="12" r="7.5" />
      </g>
      <rect x="24.5" y="9" width="15" height="4" rx="2" className="fill-blue-700 dark:fill-blue-400" />
      <ellipse cx="32" cy="37" rx="16" ry="18" className="fill-brand-700 dark:fill-brand-500" />
      <path
        d="M32 27l7 4v8l-7 4-7-4v-8zM32 19v8M39 31l6-4M39 39l7 4M32 43v11M25 39l-7 4M25 31l-6-4"
        className="fill-none stroke-brand-100 dark:stroke-brand-900"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The picture a figure or a copy is shown by, or a drawn turtle in its place when there is none (or when the
 * picture cannot be loaded: a file removed by hand, an address that no longer answers).
 */
export function FigureImage({ src, name, className = 'h-12 w-12' }: { src: string | null | undefined; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && src !== failed) {
    return <img src={src} alt={name} loading="lazy" decoding="async" onError={() => setFailed(src)} className={`${className} rounded-lg bg-gray-100 object-contain dark:bg-gray-800`} />;
  }
  return (
    <div role="img" aria-label={`${name} (no picture)`} className={`${className} flex shrink-0 items-center justify-center rounded-lg bg-brand-50 dark:bg-brand-900/40`}>
      <TurtleDrawing className="h-3/5 w-3/5" />
    </div>
  );
}
