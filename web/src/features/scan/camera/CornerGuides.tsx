const CORNER = 'absolute h-10 w-10 border-brand-500 sm:h-14 sm:w-14';

/** Four corner brackets and a centre line showing where to hold the barcode. */
export function CornerGuides() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-[12%] inset-y-[22%]">
      <span className={`${CORNER} top-0 left-0 rounded-tl-lg border-t-4 border-l-4`} />
      <span className={`${CORNER} top-0 right-0 rounded-tr-lg border-t-4 border-r-4`} />
      <span className={`${CORNER} bottom-0 left-0 rounded-bl-lg border-b-4 border-l-4`} />
      <span className={`${CORNER} right-0 bottom-0 rounded-br-lg border-r-4 border-b-4`} />
      <span className="absolute inset-x-4 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80 shadow-[0_0_8px_rgba(239,68,68,0.8)]" />
    </div>
  );
}
