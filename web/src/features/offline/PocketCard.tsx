import { Link } from 'react-router';
import { Library, ScanBarcode } from 'lucide-react';
import { asOfWords } from '@tmnt/domain';
import { buttonClasses } from '../../components/Button.tsx';
import { usePocketStatus } from './status.ts';

/** With the server out of reach: what the phone's own copy holds, and the pages that answer from it. */
export function PocketCard() {
  const status = usePocketStatus();
  if (!status.ready || status.asOf === null) return null;
  return (
    <section aria-label="This phone's copy" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        This phone holds {status.copies.toLocaleString('en-US')} {status.copies === 1 ? 'copy' : 'copies'} of your collection, {asOfWords(status.asOf).text}: check a
        code or a name, and add what you buy; it syncs when the server answers.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/scan" className={buttonClasses('primary')}>
          <ScanBarcode className="h-4 w-4" aria-hidden="true" /> Scan and check
        </Link>
        <Link to="/collection" className={buttonClasses('secondary')}>
          <Library className="h-4 w-4" aria-hidden="true" /> Your collection
        </Link>
      </div>
    </section>
  );
}
