import { Lock, Plug } from 'lucide-react';
import type { ServiceName } from '@tmnt/domain';
import { useServiceSettings } from '../../api/services.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ServiceForm, SERVICES } from './ServiceForm.tsx';

/** The services this section sets up (sign-in with OpenID Connect is under Sign-in). */
const LISTED: readonly ServiceName[] = ['ebay', 'ai', 'upc_lookup', 'alerts'];

/**
 * The outside services' keys, set here instead of in .env: each checked with the service on saving, kept in a file
 * on the server (never shown again, only its last 4 characters), and used at once.
 */
export function ServicesSection() {
  const services = useServiceSettings();
  return (
    <Card aria-label="Services">
      <CardTitle icon={<Plug className="h-5 w-5" aria-hidden="true" />}>Services</CardTitle>
      {services.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>}
      {services.isError && (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>Could not load the services: {services.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void services.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {services.data && (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-gray-600 dark:text-gray-400">
            <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Each service is checked with a real request when you save it (the alerts by their test buttons), and used at once. Kept in <span className="font-mono break-all">{services.data.file}</span>, readable by this user only;
              not in backups or exports.
            </span>
          </p>
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {LISTED.map((key) => {
              const state = services.data[key];
              return (
                <li key={key} className="space-y-2 py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium">{SERVICES[key].name}</h3>
                    <Badge color={state.configured ? 'green' : 'gray'}>{state.configured ? 'Set up' : 'Not set up'}</Badge>
                  </div>
                  <p className="text-sm text-gray-600 dark:text-gray-400">{SERVICES[key].about}</p>
                  {state.detail && <p className="text-sm text-gray-700 dark:text-gray-300">Using {state.detail}.</p>}
                  {state.missing && <p className="text-sm text-gray-600 dark:text-gray-400">{state.missing}</p>}
                  <ServiceForm service={key} state={state} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}
