import { useId, useState } from 'react';
import type { z } from 'zod';
import {
  aiServiceRequestSchema, AI_PROVIDERS, alertsServiceRequestSchema, ebayServiceRequestSchema, oidcServiceRequestSchema, upcLookupServiceRequestSchema, type ServiceName,
  type ServiceSettings,
} from '@tmnt/domain';
import { useRemoveService, useSaveService } from '../../api/services.ts';
import { Button } from '../../components/Button.tsx';
import { Field, FormError, Input, Select } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';

/** How a field is typed: text as it is, a key (never shown: typed again to replace it), or the AI provider. */
interface FieldSpec {
  field: string;
  label: string;
  kind: 'text' | 'key' | 'provider';
  placeholder?: string;
  hint?: string;
}

interface ServiceSpec {
  name: string;
  about: string;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
}

const PROVIDER_NAMES: Record<(typeof AI_PROVIDERS)[number], string> = { anthropic: 'Anthropic (Claude)', openai: 'OpenAI, or an OpenAI-compatible server' };

export const SERVICES: Record<ServiceName, ServiceSpec> = {
  ebay: {
    name: 'eBay prices',
    about: "Sold prices need no keys. Active listings need an eBay developer app's production keys (developer.ebay.com).",
    schema: ebayServiceRequestSchema,
    fields: [
      { field: 'client_id', label: 'Client ID', kind: 'key' },
      { field: 'client_secret', label: 'Client secret', kind: 'key' },
    ],
  },
  ai: {
    name: 'AI grading and insights',
    about: 'Grades copies from their photos and writes the analysis’ insights, on your own account with the provider.',
    schema: aiServiceRequestSchema,
    fields: [
      { field: 'provider', label: 'Provider', kind: 'provider' },
      { field: 'model', label: 'Model', kind: 'text', placeholder: 'The provider’s default' },
      { field: 'api_key', label: 'API key', kind: 'key' },
      { field: 'base_url', label: 'Base URL', kind: 'text', placeholder: 'The provider’s own API', hint: 'Only for a local server (Ollama, LM Studio) or a proxy.' },
    ],
  },
  upc_lookup: {
    name: 'UPC lookup',
    about: 'Names codes the catalogue does not know, from a UPC database speaking UPCitemdb’s API.',
    schema: upcLookupServiceRequestSchema,
    fields: [
      { field: 'lookup_url', label: 'Lookup URL', kind: 'text', placeholder: 'https://api.upcitemdb.com/prod/trial/lookup' },
      { field: 'api_key', label: 'API key', kind: 'key', hint: 'Only if the service needs one.' },
    ],
  },
  alerts: {
    name: 'Deal alerts',
    about: 'Sends each deal the want list finds to your phone or inbox. Saved without a check: send a test from Alerts below.',
    schema: alertsServiceRequestSchema,
    fields: [
      { field: 'ntfy_url', label: 'ntfy topic URL', kind: 'text', placeholder: 'https://ntfy.sh/my-secret-topic' },
      { field: 'webhook_url', label: 'Webhook URL', kind: 'text', placeholder: 'https://example.com/hooks/deal', hint: 'Gets a JSON POST of each deal.' },
      { field: 'smtp_url', label: 'SMTP URL', kind: 'key', hint: 'Your mail server, e.g. smtps://user:password@smtp.example.com:465.' },
      { field: 'email_to', label: 'E-mail address', kind: 'text', placeholder: 'you@example.com', hint: 'Where deals are mailed; empty stops e-mail.' },
    ],
  },
  oidc: {
    name: 'OpenID Connect',
    about: 'Offers "Sign in with" your identity provider (Authelia, Authentik, Keycloak, Pocket ID, ...) on the login page.',
    schema: oidcServiceRequestSchema,
    fields: [
      { field: 'issuer', label: 'Issuer', kind: 'text', placeholder: 'https://auth.example.com', hint: 'Its discovery document is read when you save.' },
      { field: 'client_id', label: 'Client ID', kind: 'text' },
      { field: 'client_secret', label: 'Client secret', kind: 'key' },
      { field: 'allowed_users', label: 'Allowed users', kind: 'text', placeholder: 'Everyone the provider signs in', hint: 'Subjects or e-mail addresses, separated by commas.' },
      { field: 'provider_name', label: 'Provider name', kind: 'text', placeholder: 'The issuer’s host name', hint: 'The login page says "Sign in with" this name.' },
    ],
  },
};

type State = ServiceSettings[ServiceName];
type Shown = Record<string, { value: string | null; env: string | null }>;

/** What the form starts from: each value as in use, keys empty (typed only to replace them). */
const formOf = (spec: ServiceSpec, fields: Shown) => Object.fromEntries(spec.fields.map((f) => [f.field, f.kind === 'key' ? '' : (fields[f.field].value ?? '')]));

/** One service's settings: each field as in use (one the environment sets, read-only), checked on saving, removable. */
export function ServiceForm({ service, state }: { service: ServiceName; state: State }) {
  const id = useId();
  const spec = SERVICES[service];
  const fields = state.fields as Shown;
  const [form, setForm] = useState(() => formOf(spec, fields));
  const save = useSaveService(service);
  const remove = useRemoveService(service);
  const validation = useFormErrors(spec.fields.map((f) => f.field));
  const { errors, control } = validation;
  const editable = spec.fields.filter((f) => fields[f.field].env === null);
  const done = save.isSuccess ? save.data.checked : remove.isSuccess ? 'Removed: what the environment sets still applies.' : null;

  const set = (field: string, value: string) => {
    save.reset();
    remove.reset();
    validation.clear(field);
    // Another provider's models differ: its default is taken unless one is typed.
    setForm((was) => ({ ...was, [field]: value, ...(field === 'provider' && { model: '' }) }));
  };
  const submit = () => {
    remove.reset();
    // Every field the environment does not set; a key only when one is typed (left out, the saved one is kept).
    const body = Object.fromEntries(editable.filter((f) => f.kind !== 'key' || form[f.field].trim() !== '').map((f) => [f.field, form[f.field]]));
    if (!validation.check(spec.schema, body)) return;
    save.mutate(body, { onSuccess: (saved) => setForm(formOf(spec, saved.services[service].fields as Shown)), onError: validation.showFailure });
  };
  const removeSaved = () => {
    save.reset();
    validation.reset();
    remove.mutate(undefined, { onSuccess: (services) => setForm(formOf(spec, services[service].fields as Shown)), onError: validation.showFailure });
  };

  return (
    <ValidatedForm validation={validation} aria-label={spec.name} onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {spec.fields.map((f) => {
          const controlId = `${id}-${f.field}`;
          const hintId = `${controlId}-hint`;
          const shown = fields[f.field];
          if (shown.env !== null) {
            return (
              <Field key={f.field} label={f.label} htmlFor={controlId} hint={<span id={hintId}>Set by {shown.env} in the environment, which wins: change it there.</span>}>
                <Input
                  id={controlId}
                  readOnly
                  aria-describedby={hintId}
                  value={f.kind === 'provider' && shown.value !== null ? PROVIDER_NAMES[shown.value as keyof typeof PROVIDER_NAMES] : (shown.value ?? 'not set')}
                  className="bg-gray-50 dark:bg-gray-950"
                />
              </Field>
            );
          }
          if (f.kind === 'provider') {
            return (
              <Field key={f.field} label={f.label} htmlFor={controlId} error={errors[f.field]}>
                <Select {...control(f.field, controlId)} value={form[f.field]} onChange={(e) => set(f.field, e.target.value)}>
                  {AI_PROVIDERS.map((provider) => (
                    <option key={provider} value={provider}>
                      {PROVIDER_NAMES[provider]}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          }
          const current = f.kind === 'key' ? (shown.value === null ? 'Not set.' : `Now ${shown.value}: leave empty to keep it.`) : null;
          const hint = [current, f.hint].filter(Boolean).join(' ');
          return (
            <Field key={f.field} label={f.label} htmlFor={controlId} hint={hint && <span id={hintId}>{hint}</span>} error={errors[f.field]}>
              <Input
                {...control(f.field, controlId, hint ? hintId : undefined)}
                type={f.kind === 'key' ? 'password' : 'text'}
                // Not a login: no password manager should fill or save it.
                autoComplete={f.kind === 'key' ? 'new-password' : 'off'}
                spellCheck={false}
                placeholder={f.kind === 'key' && shown.value !== null ? 'Type a new one to replace it' : f.placeholder}
                value={form[f.field]}
                onChange={(e) => set(f.field, e.target.value)}
              />
            </Field>
          );
        })}
      </div>
      <FormError error={validation.formError} prefix="Not saved: " />
      {editable.length > 0 || state.saved ? (
        <div className="flex flex-wrap items-center gap-3">
          {editable.length > 0 && (
            <Button type="submit" disabled={save.isPending || remove.isPending}>
              {save.isPending ? (service === 'alerts' ? 'Saving...' : 'Checking...') : 'Save'}
            </Button>
          )}
          {state.saved && (
            <Button variant="secondary" onClick={removeSaved} disabled={save.isPending || remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          )}
          <p role="status" className="text-sm font-medium text-green-700 dark:text-green-300">
            {done}
          </p>
        </div>
      ) : null}
    </ValidatedForm>
  );
}
