import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { alertsSchema, alertTestResultSchema, type AlertChannel, type Alerts } from '@tmnt/domain';
import { api } from '../../api/client.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';

const alertsKey = ['alerts'] as const;

const CHANNEL_NAMES: Record<AlertChannel, string> = { ntfy: 'ntfy', webhook: 'Webhook', email: 'E-mail' };

/** Sends a made-up deal on one channel; the answer says it was sent, an error what the receiver did or what to set. */
function useTestAlert(channel: AlertChannel) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/alerts/test', { channel }, alertTestResultSchema),
    onSettled: () => void client.invalidateQueries({ queryKey: alertsKey }),
  });
}

function ChannelRow({ state }: { state: Alerts['channels'][number] }) {
  const test = useTestAlert(state.channel);
  const name = CHANNEL_NAMES[state.channel];
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{name}</h3>
        <Badge color={state.configured ? 'green' : 'gray'}>{state.configured ? 'Set up' : 'Not set up'}</Badge>
      </div>
      {state.detail && <p className="text-sm text-gray-700 dark:text-gray-300">Using {state.detail}.</p>}
      {state.missing && <p className="text-sm text-gray-600 dark:text-gray-400">{state.missing}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" aria-label={`Send a test by ${name}`} disabled={!state.configured || test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? 'Sending...' : 'Send a test'}
        </Button>
        <p role="status" className={`text-sm font-medium ${test.isError ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}`}>
          {test.isSuccess ? test.data.message : test.isError ? test.error.message : null}
        </p>
      </div>
    </li>
  );
}

function FailedDeliveries({ failed }: { failed: Alerts['failed'] }) {
  if (failed.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">No failed deliveries.</p>;
  return (
    <ul className="space-y-2 text-sm" aria-label="Failed deliveries">
      {failed.map((delivery) => (
        <li key={`${delivery.deal_id}-${delivery.channel}`} className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-200">
          <p className="font-medium">
            {delivery.figure_name}: {delivery.title}
          </p>
          <p>
            {CHANNEL_NAMES[delivery.channel]}, {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
            {delivery.retrying ? ', tried again on the next check' : ', given up'} · {new Date(delivery.updated_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          <p className="break-words">{delivery.last_error}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The alerts sent outside the app when the want list finds a deal: each channel's state with a test button, and the
 * deliveries that failed. The channels themselves are set under Deal alerts in Services (or in the environment).
 */
export function AlertsSection() {
  const alerts = useQuery({ queryKey: alertsKey, queryFn: () => api.get('/alerts', alertsSchema) });
  return (
    <Card aria-label="Alerts">
      <CardTitle icon={<BellRing className="h-5 w-5" aria-hidden="true" />}>Alerts</CardTitle>
      {alerts.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>}
      {alerts.isError && (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>Could not load the alerts: {alerts.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {alerts.data && (
        <div className="space-y-4">
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Each deal the want list finds is sent once on every channel set up. A delivery that fails is tried again on the next checks, 3 times in all; the deal stays on the Wants page either way.
          </p>
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {alerts.data.channels.map((state) => (
              <ChannelRow key={state.channel} state={state} />
            ))}
          </ul>
          <div className="space-y-2">
            <h3 className="font-medium">Failed deliveries</h3>
            <FailedDeliveries failed={alerts.data.failed} />
          </div>
        </div>
      )}
    </Card>
  );
}
