/** The figure's picture, or a turtle in its place when there is none. */
export function FigureImage({ src, name, className = 'h-12 w-12', emojiSize = 'text-2xl' }: { src: string | null | undefined; name: string; className?: string; emojiSize?: string }) {
  if (src) return <img src={src} alt={name} loading="lazy" className={`${className} rounded-lg bg-gray-100 object-contain dark:bg-gray-800`} />;
  return (
    <div role="img" aria-label={`${name} (no picture)`} className={`${className} flex shrink-0 items-center justify-center rounded-lg bg-brand-50 dark:bg-brand-900/40`}>
      <span aria-hidden="true" className={emojiSize}>🐢</span>
    </div>
  );
}
