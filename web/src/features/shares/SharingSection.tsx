import { useState } from 'react';
import { Link2, Plus } from 'lucide-react';
import type { Share, ShareMade } from '@tmnt/domain';
import { useEndShare, usePatchShare, useRenewShare, useShares } from '../../api/shares.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { MadeLink } from './MadeLink.tsx';
import { ReachWarning } from './ReachWarning.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { expiryText, KIND_LABELS, KIND_OPTIONS, OPTION_LABELS, openedText, showsText, type ShareOption } from './share-text.ts';

function ShareRow({ share, onRenewed }: { share: Share; onRenewed: (made: ShareMade) => void }) {
  const patch = usePatchShare();
  const renew = useRenewShare();
  const end = useEndShare();
  const [ending, setEnding] = useState(false);
  // A box ticked shows ticked at once, before the mutation's state renders, until the list holds the answer.
  const [ticking, setTicking] = useState<Partial<Record<ShareOption, boolean>>>({});
  const error = patch.error ?? renew.error;
  return (
    <li className="space-y-2 py-3" aria-label={share.title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">
          {share.title} <span className="text-sm font-normal text-gray-600 dark:text-gray-400">· {KIND_LABELS[share.kind]}</span>
        </p>
        <p className={`text-sm ${share.expired ? 'text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400'}`}>{expiryText(share)}</p>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {showsText(share)} · {openedText(share)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {KIND_OPTIONS[share.kind].map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={ticking[option] ?? share[option]}
              disabled={patch.isPending}
              onChange={(e) => {
                setTicking({ [option]: e.target.checked });
                patch.mutate({ id: share.id, patch: { [option]: e.target.checked } }, { onSettled: () => setTicking({}) });
              }}
            />
            {OPTION_LABELS[option]}
          </label>
        ))}
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="secondary" disabled={renew.isPending} onClick={() => renew.mutate(share.id, { onSuccess: onRenewed })}>
            New address
          </Button>
          <Button size="sm" variant="danger" onClick={() => setEnding(true)}>
            End
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not change it: {error.message}
        </p>
      )}
      {ending && (
        <ConfirmDialog
          title="End this link?"
          verb="End"
          pending={end.isPending}
          error={end.isError ? end.error.message : null}
          onConfirm={() => end.mutate(share.id, { onSuccess: () => setEnding(false) })}
          onCancel={() => setEnding(false)}
        >
          <p className="text-sm">Whoever has &quot;{share.title}&quot; will find it no longer works. This cannot be undone (you can make another link).</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** Settings, Sharing: the read-only links made, what each shows, who has opened them; make, change and end them. */
export function SharingSection() {
  const shares = useShares();
  const [making, setMaking] = useState(false);
  const [renewed, setRenewed] = useState<ShareMade | null>(null);
  return (
    <Card aria-label="Sharing">
      <CardTitle
        icon={<Link2 className="h-5 w-5" aria-hidden="true" />}
        actions={
          <Button size="sm" onClick={() => setMaking(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Make a link
          </Button>
        }
      >
        Sharing
      </CardTitle>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
        Read-only links to your collection, want list or trade list: whoever has one sees that and nothing else, with no password. Values, targets and photos are
        hidden unless you show them.
      </p>
      {shares.isPending && <Loading text="Loading links..." />}
      {shares.isError && <p role="alert">Could not load the links: {shares.error.message}</p>}
      {shares.data && (
        <>
          <ReachWarning address={shares.data.address} />
          {shares.data.shares.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">No links yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100 dark:divide-gray-800">
              {shares.data.shares.map((share) => (
                <ShareRow key={share.id} share={share} onRenewed={setRenewed} />
              ))}
            </ul>
          )}
        </>
      )}
      {making && <ShareDialog onClose={() => setMaking(false)} />}
      {renewed && (
        <Dialog title="The link's new address" onClose={() => setRenewed(null)}>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">The old address no longer works.</p>
          <MadeLink share={renewed} />
        </Dialog>
      )}
    </Card>
  );
}
