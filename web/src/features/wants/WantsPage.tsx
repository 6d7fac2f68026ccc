import { Link } from 'react-router';
import { BellRing, Heart, LayoutDashboard } from 'lucide-react';
import { useDeals } from '../../api/deals.ts';
import { useWants } from '../../api/wants.ts';
import { buttonClasses } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { ShareButton } from '../shares/index.ts';
import { CheckPanel } from './CheckPanel.tsx';
import { DealList } from './DealList.tsx';
import { useNow } from './useNow.ts';
import { NO_TARGET_RULE } from './WantFields.tsx';
import { WantList } from './WantList.tsx';

const WHAT_A_WANT_DOES =
  'Want a figure, carded or loose, with the most you would pay. Every few hours the app checks eBay’s listings (no lots, reissues or customs) ' +
  `and lists here any copy at or under your price, price plus shipping. ${NO_TARGET_RULE} ` +
  'Use “Want” on a figure’s page or in search results, or “Want all missing” on a series on the dashboard.';

function Failure({ what, error }: { what: string; error: Error }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
      Could not load {what}: {error.message}
    </p>
  );
}

/** /wants: the new deals first, then every want with its price watched for, best listing and gap; "Check now". */
export function WantsPage() {
  const wants = useWants();
  const deals = useDeals('new');
  const now = useNow();

  let body;
  if (wants.isPending) body = <Loading text="Loading your want list..." />;
  else if (wants.isError) body = <Failure what="your want list" error={wants.error} />;
  else if (wants.data.length === 0) {
    body = (
      <EmptyState
        icon={<Heart className="h-12 w-12" />}
        title="Your want list is empty"
        hint={WHAT_A_WANT_DOES}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Series completion on the dashboard
          </Link>
        }
      />
    );
  } else {
    body = (
      <Card aria-labelledby="want-list-title">
        <div className="mb-3">
          <h2 id="want-list-title" className="text-lg font-semibold">
            Your want list ({wants.data.length})
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-300">Closest to its price first.</p>
        </div>
        <WantList wants={wants.data} now={now} />
      </Card>
    );
  }

  const newDeals = deals.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Wants</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">The figures you are hunting, and the listings that came in at or under your price.</p>
        </div>
        <ShareButton kind="wants" />
      </div>
      <CheckPanel now={now} />
      {deals.isError && <Failure what="the deals" error={deals.error} />}
      {newDeals.length > 0 && (
        <Card aria-label="New deals">
          <CardTitle icon={<BellRing className="h-5 w-5 text-green-700 dark:text-green-300" aria-hidden="true" />}>New deals ({newDeals.length})</CardTitle>
          <DealList deals={newDeals} now={now} />
        </Card>
      )}
      {deals.isSuccess && newDeals.length === 0 && wants.data !== undefined && wants.data.length > 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">No new deals right now.</p>
      )}
      {body}
    </div>
  );
}
