import { Link } from 'react-router';
import { Clock, ExternalLink, X } from 'lucide-react';
import { formatMoney, type Deal } from '@tmnt/domain';
import { useDismissDeal } from '../../api/deals.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { agoText, shippingText, timeLeftText, wantedCopyText } from './wants-text.ts';

/** A listing's title as the link to it on eBay (a new tab); plain text when it has no address. */
export function ListingLink({ title, url }: { title: string; url: string | null }) {
  if (url === null) return <span className="break-words">{title}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
      {title}
      <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
      <span className="sr-only"> (opens eBay in a new tab)</span>
    </a>
  );
}

function Amount({ label, text, strong = false }: { label: string; text: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-bold' : ''}`}>{text}</dd>
    </div>
  );
}

function DealRow({ deal, now }: { deal: Deal; now: Date }) {
  const dismiss = useDismissDeal();
  const left = timeLeftText(deal.ends_at, now);
  return (
    <li className="rounded-lg border border-green-200 bg-green-50/60 p-3 dark:border-green-900 dark:bg-green-950/30" data-testid="deal">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={`/figures/${deal.figure_id}`} className="font-semibold hover:underline">
              {deal.figure_name}
            </Link>
            <Badge color="blue">{wantedCopyText(deal.tier, deal.variant)}</Badge>
          </p>
          <p className="text-sm">
            <ListingLink title={deal.title} url={deal.url} />
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => dismiss.mutate(deal.id)} disabled={dismiss.isPending} aria-label={`Dismiss the deal on ${deal.figure_name}: ${deal.title}`}>
          <X className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Dismiss</span>
        </Button>
      </div>
      <dl className="mt-2 grid max-w-sm grid-cols-3 gap-2 text-sm">
        <Amount label="Price" text={formatMoney(deal.price)} />
        <Amount label="Shipping" text={shippingText(deal.shipping)} />
        <Amount label="Total" text={formatMoney(deal.total)} strong />
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-700 dark:text-gray-300">
        {left && (
          <span className="inline-flex items-center gap-1 font-medium">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            Auction: {left}
          </span>
        )}
        <span>Found {agoText(deal.found_at, now)}</span>
      </p>
      {dismiss.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          Could not dismiss: {dismiss.error.message}
        </p>
      )}
    </li>
  );
}

/** The new deals, newest first: what was found, where, for how much, and how long an auction has left. */
export function DealList({ deals, now }: { deals: Deal[]; now: Date }) {
  return (
    <ul className="space-y-3">
      {deals.map((deal) => (
        <DealRow key={deal.id} deal={deal} now={now} />
      ))}
    </ul>
  );
}
