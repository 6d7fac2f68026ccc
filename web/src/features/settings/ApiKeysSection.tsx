import { useId, useState } from 'react';
import { Check, Copy, KeySquare } from 'lucide-react';
import { API_KEY_SCOPES, apiKeyRequestSchema, formatDisplayDate, localDateString, type ApiKey, type ApiKeyMade, type ApiKeyScope } from '@tmnt/domain';
import { useApiKeys, useMakeApiKey, useRevokeApiKey } from '../../api/api-keys.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Field, FormError, Input, Select } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';

const FIELDS = ['name', 'scope', 'expires_at'] as const;

const SCOPE_WORDS: Record<ApiKeyScope, string> = {
  read: 'Read: everything the app shows',
  write: 'Write: also adds, changes and deletes',
};

/** The end of the day picked, in the collector's own time: a key made to expire "on" a day works all that day. */
const endOfLocalDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

const tomorrow = () => localDateString(new Date(Date.now() + 24 * 60 * 60 * 1000));

function NewKeyForm({ onMade }: { onMade: (made: ApiKeyMade) => void }) {
  const id = useId();
  const [form, setForm] = useState({ name: '', scope: 'read' as ApiKeyScope, expires: '' });
  const make = useMakeApiKey();
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const set = (field: keyof typeof form, value: string) => {
    validation.clear(field === 'expires' ? 'expires_at' : field);
    setForm((was) => ({ ...was, [field]: value }));
  };
  const submit = () => {
    const body = { name: form.name, scope: form.scope, ...(form.expires && { expires_at: endOfLocalDay(form.expires) }) };
    if (!validation.check(apiKeyRequestSchema, body)) return;
    make.mutate(body, {
      onSuccess: (made) => {
        setForm({ name: '', scope: 'read', expires: '' });
        onMade(made);
      },
      onError: validation.showFailure,
    });
  };

  return (
    <ValidatedForm validation={validation} aria-label="New API key" onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Name" htmlFor={`${id}-name`} error={errors.name}>
          <Input {...control('name', `${id}-name`)} value={form.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Home Assistant" autoComplete="off" maxLength={100} />
        </Field>
        <Field label="Scope" htmlFor={`${id}-scope`} error={errors.scope}>
          <Select {...control('scope', `${id}-scope`)} value={form.scope} onChange={(e) => set('scope', e.target.value)}>
            {API_KEY_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_WORDS[scope]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Expires (optional)" htmlFor={`${id}-expires`} hint={<span id={`${id}-expires-hint`}>Empty: never. It stops at the end of that day.</span>} error={errors.expires_at}>
          <Input {...control('expires_at', `${id}-expires`, `${id}-expires-hint`)} type="date" min={tomorrow()} value={form.expires} onChange={(e) => set('expires', e.target.value)} />
        </Field>
      </div>
      <FormError error={validation.formError} prefix="Not made: " />
      <Button type="submit" disabled={make.isPending}>
        {make.isPending ? 'Making...' : 'Make key'}
      </Button>
    </ValidatedForm>
  );
}

/** The key just made, in full, this once: to copy now. */
function MadeKey({ made, onDone }: { made: ApiKeyMade; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(made.key).then(() => setCopied(true));
  };
  return (
    <div role="status" className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-100">
      <p className="font-medium">
        Made “{made.name}” ({made.scope}). Copy the key now: it is not shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          The new API key
        </label>
        <Input id={id} readOnly value={made.key} onFocus={(e) => e.target.select()} spellCheck={false} className="font-mono" />
        <Button variant="secondary" onClick={copy}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p>
        A script sends it as <span className="font-mono break-all">Authorization: Bearer {made.key.slice(0, 9)}…</span>, e.g.{' '}
        <span className="font-mono break-all">
          curl -H &quot;Authorization: Bearer $KEY&quot; {window.location.origin}/api/inventory/stats
        </span>
      </p>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  const cancel = () => {
    setAsking(false);
    revoke.reset();
  };
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{apiKey.name}</span>
          <Badge color={apiKey.scope === 'write' ? 'amber' : 'blue'}>{apiKey.scope}</Badge>
          {apiKey.expired && <Badge color="red">expired</Badge>}
          <span className="font-mono text-sm text-gray-600 dark:text-gray-400" aria-label={`ending in ${apiKey.last4}`}>
            …{apiKey.last4}
          </span>
        </div>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Made {formatDisplayDate(apiKey.created_at)} · {apiKey.expires_at ? `${apiKey.expired ? 'Expired' : 'Expires'} ${formatDisplayDate(apiKey.expires_at)}` : 'Never expires'} ·{' '}
          {apiKey.last_used_at ? `Last used ${new Date(apiKey.last_used_at).toLocaleString()}` : 'Never used'}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} aria-label={`Revoke ${apiKey.name}`}>
        Revoke...
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Revoke “${apiKey.name}”?`}
          verb="Revoke"
          pending={revoke.isPending}
          error={revoke.error?.message ?? null}
          onCancel={cancel}
          onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: () => setAsking(false) })}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">The key stops working at once, on every instance of the app. A script using it is refused from its next request.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/**
 * Keys for scripts (Home Assistant, a spreadsheet, a backup job of your own) to use the API without the password:
 * each with a name and a scope, shown once, revoked at once.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [made, setMade] = useState<ApiKeyMade | null>(null);
  return (
    <Card aria-label="API keys">
      <CardTitle icon={<KeySquare className="h-5 w-5" aria-hidden="true" />}>API keys</CardTitle>
      <div className="space-y-5">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          A script sends a key instead of logging in. A read key reads everything the app shows; a write key also adds, changes and deletes. No key can back up, restore, change
          settings, sessions or keys. Only a fingerprint of each key is kept, in no backup or export.
        </p>
        {made && <MadeKey made={made} onDone={() => setMade(null)} />}
        <NewKeyForm onMade={setMade} />
        <div className="space-y-2 border-t border-gray-100 pt-4 dark:border-gray-800">
          <h3 className="font-medium">Keys</h3>
          {keys.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>}
          {keys.isError && (
            <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              <p>Could not load the keys: {keys.error.message}</p>
              <Button variant="secondary" size="sm" onClick={() => void keys.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {keys.data?.length === 0 && <p className="text-sm text-gray-600 dark:text-gray-400">No keys yet.</p>}
          {keys.data && keys.data.length > 0 && (
            <ul aria-label="API keys" className="divide-y divide-gray-100 dark:divide-gray-800">
              {keys.data.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
