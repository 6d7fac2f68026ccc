import { useState } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { formatDisplayDate, type Figure, type FigureCode } from '@tmnt/domain';
import { useFigureCodes, useMakeCodePrimary, useUnlinkCode } from '../../api/figures.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

const FORMAT_NAMES: Record<NonNullable<FigureCode['format']>, string> = {
  upc_a: 'scanned as UPC-A',
  upc_e: 'scanned as UPC-E',
  ean_13: 'scanned as EAN-13',
  ean_8: 'scanned as EAN-8',
  code_128: 'scanned as Code 128',
  code_39: 'scanned as Code 39',
  other: 'confirmed as not a UPC',
};

/** Where a code came from, in words: "Linked by you on 23 Nov 2026 · scanned as Code 128". */
function origin(code: FigureCode): string {
  const from = code.source === 'catalogue' ? 'From the catalogue' : code.linked_at ? `Linked by you on ${formatDisplayDate(code.linked_at)}` : 'Linked by you (date not recorded)';
  return code.format ? `${from} · ${FORMAT_NAMES[code.format]}` : from;
}

/**
 * The figure's barcodes, each with where it came from. A wrong link is removed here (after a confirm); another
 * code can be made the primary one, which its copies show.
 */
export function FigureCodes({ figure }: { figure: Figure }) {
  const codes = useFigureCodes(figure.id);
  const unlink = useUnlinkCode(figure.id);
  const makePrimary = useMakeCodePrimary(figure.id);
  const [removing, setRemoving] = useState<string | null>(null);

  const close = () => {
    setRemoving(null);
    unlink.reset();
  };

  return (
    <section aria-labelledby="figure-codes" className="mt-5">
      <h2 id="figure-codes" className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">
        Barcodes
      </h2>
      {codes.isPending ? (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Loading codes...</p>
      ) : codes.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          Could not load the codes: {codes.error.message}
        </p>
      ) : codes.data.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          No barcode linked yet. <Link to="/scan" className="font-medium text-brand-700 hover:underline dark:text-brand-100">Scan its box</Link> to link the code.
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-gray-100 text-sm dark:divide-gray-800" aria-label="Barcodes">
          {codes.data.map((code) => (
            <li key={code.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <span className="font-mono">{code.code}</span>
                {code.primary && (
                  <Badge color="blue" className="ml-2 align-middle">
                    Primary
                  </Badge>
                )}
                <span className="block text-xs text-gray-600 dark:text-gray-400">{origin(code)}</span>
              </div>
              {!code.primary && (
                <Button variant="ghost" size="sm" disabled={makePrimary.isPending} onClick={() => makePrimary.mutate(code.code)}>
                  Make primary
                </Button>
              )}
              <Button variant="secondary" size="sm" onClick={() => setRemoving(code.code)} aria-label={`Remove code ${code.code}`}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {makePrimary.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          Could not make it primary: {makePrimary.error.message}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove code ${removing}?`}
          verb="Remove"
          error={unlink.error?.message ?? null}
          pending={unlink.isPending}
          onConfirm={() => unlink.mutate(removing, { onSuccess: close })}
          onCancel={close}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Scanning {removing} will no longer find {figure.name}. Your copies stay in your collection; link the right code by scanning it again.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
