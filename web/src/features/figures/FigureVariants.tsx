import { REISSUE_LABELS, type CatalogueSource, type Figure } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';

/** A fact's sources, as small links that open in a new tab. */
function Sources({ sources }: { sources: readonly CatalogueSource[] }) {
  return (
    <span className="text-xs text-gray-600 dark:text-gray-400">
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 && ', '}
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-100">
            {source.title}
          </a>
        </span>
      ))}
    </span>
  );
}

/**
 * The figure's known variants and reissues as the catalogue has them, each with the sources that name it, and how
 * sure they are: a variant the sources disagree on says so; a card back or insert is a variant of carded copies only.
 */
export function FigureVariants({ figure }: { figure: Pick<Figure, 'variant_details' | 'reissues'> }) {
  if (figure.variant_details.length === 0 && figure.reissues.length === 0) return null;
  return (
    <div className="mt-4 space-y-3 text-sm">
      {figure.variant_details.length > 0 && (
        <section aria-label="Known variants">
          <h2 className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">Known variants</h2>
          <ul className="mt-1 space-y-1.5">
            {figure.variant_details.map((variant) => (
              <li key={variant.name} data-testid="figure-variant">
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium">{variant.name}</span>
                  {variant.carded_only && <Badge color="blue">Carded only</Badge>}
                  {variant.confidence === 'disputed' && <Badge color="amber">Sources disagree</Badge>}
                </span>
                {variant.note && <span className="block text-xs text-gray-700 dark:text-gray-300">{variant.note}</span>}
                <Sources sources={variant.sources} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {figure.reissues.length > 0 && (
        <section aria-label="Reissues">
          <h2 className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">Reissues</h2>
          <ul className="mt-1 space-y-1.5">
            {figure.reissues.map((reissue) => (
              <li key={reissue.reissue} data-testid="figure-reissue">
                <span className="block font-medium">{REISSUE_LABELS[reissue.reissue]}</span>
                <Sources sources={reissue.sources} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
