import type { ReactNode } from 'react';
import type { Settings } from '@tmnt/domain';
import { useSettings } from '../../api/settings.ts';
import { Button } from '../../components/Button.tsx';

/** A section drawn from how the instance runs (GET /api/settings): its loading line, its error with a retry, then the section. */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) return <p className="text-sm text-gray-600 dark:text-gray-300">Loading settings...</p>;
  if (settings.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        <p>Could not load the settings: {settings.error.message}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(settings.data);
}
