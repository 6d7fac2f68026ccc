import { AlertTriangle, CloudUpload } from 'lucide-react';
import { Badge } from '../../components/Badge.tsx';

/** The mark of what waits to sync, or needs a look before it can. */
export function PendingMark({ needsLook = false }: { needsLook?: boolean }) {
  return needsLook ? (
    <Badge color="red">
      <AlertTriangle className="mr-1 h-3 w-3" aria-hidden="true" />
      needs a look
    </Badge>
  ) : (
    <Badge color="amber">
      <CloudUpload className="mr-1 h-3 w-3" aria-hidden="true" />
      waiting to sync
    </Badge>
  );
}
