import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { ShareMade } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Input } from '../../components/Field.tsx';
import { QrCode } from '../../components/QrCode.tsx';

/** A link just made: its address (shown this once: only a hash of it is kept), a button to copy it, and its QR code. */
export function MadeLink({ share }: { share: ShareMade }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(share.url);
    setCopied(true);
  };
  return (
    <div className="space-y-3" data-testid="made-link">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Send this address to whoever you want to show it to. It is shown only now: the app keeps no copy of it. Lost it? Make a new one from Settings, Sharing.
      </p>
      <div className="flex gap-2">
        <Input readOnly value={share.url} aria-label="Link address" onFocus={(e) => e.target.select()} className="font-mono text-xs" />
        <Button variant="secondary" onClick={() => void copy().catch(() => setCopied(false))}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div className="flex justify-center">
        <QrCode text={share.url} label={`QR code of the link ${share.title}`} />
      </div>
    </div>
  );
}
