import { useState } from 'react';
import { Share2 } from 'lucide-react';
import type { ShareKind } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const ShareDialog = lazyDialog(() => import('./ShareDialog.tsx').then((m) => m.ShareDialog));

/** "Share" on the collection and want list pages: a read-only link of that page's kind. */
export function ShareButton({ kind }: { kind: ShareKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden="true" />
        Share
      </Button>
      {open && <ShareDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}
