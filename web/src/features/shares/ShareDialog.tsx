import { useState } from 'react';
import type { ShareKind, ShareMade } from '@tmnt/domain';
import { useCreateShare, useShares } from '../../api/shares.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { MadeLink } from './MadeLink.tsx';
import { ReachWarning } from './ReachWarning.tsx';
import { ShareForm } from './ShareForm.tsx';
import { KIND_LABELS } from './share-text.ts';

/** Makes a read-only link (of one kind when given), then shows its address once. */
export function ShareDialog({ kind, onClose }: { kind?: ShareKind; onClose: () => void }) {
  const create = useCreateShare();
  const shares = useShares();
  const [made, setMade] = useState<ShareMade | null>(null);
  return (
    <Dialog title={made ? 'Your link' : kind ? `Share your ${KIND_LABELS[kind].toLowerCase()}` : 'Make a link'} onClose={onClose}>
      <div className="space-y-4">
        {shares.data && <ReachWarning address={shares.data.address} />}
        {made ? (
          <MadeLink share={made} />
        ) : (
          <ShareForm kind={kind} pending={create.isPending} error={create.isError ? create.error.message : null} onSubmit={(share) => create.mutate(share, { onSuccess: setMade })} />
        )}
      </div>
    </Dialog>
  );
}
