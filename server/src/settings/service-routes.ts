import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiServiceRequestSchema, alertsServiceRequestSchema, ebayServiceRequestSchema, errorSchema, fieldLabel, fieldMessages as say, SERVICE_NAMES, serviceSavedSchema, serviceSettingsSchema,
  oidcServiceRequestSchema, upcLookupServiceRequestSchema, type ServiceName, type ServiceSaved,
} from '@tmnt/domain';
import { describeAlertsService } from '../alerts/index.ts';
import { badRequest } from '../http/errors.ts';
import { checkService, putInUse, type LiveServices } from './service-checks.ts';
import type { SavedValues, ServiceConfigs, ServiceSettings } from './service-store.ts';

interface ServiceRouteOptions extends LiveServices {
  serviceSettings: ServiceSettings;
}

const saveResponses = { 200: serviceSavedSchema, 400: errorSchema, 502: errorSchema };

/**
 * The services set up in Settings: GET answers them (never a key), PUT checks a service's new settings with a real
 * call and only then saves them and puts them in use, DELETE removes what was saved (the environment's still apply).
 */
export const serviceRoutes: FastifyPluginAsyncZod<ServiceRouteOptions> = async (app, live) => {
  const settings = live.serviceSettings;

  /** The environment wins: a field it sets cannot be changed here. */
  function refuseEnvironmentSet(service: ServiceName, body: Record<string, unknown>): void {
    for (const [field, value] of Object.entries(body)) {
      const variable = settings.envVariable(service, field);
      if (variable && value !== undefined && value !== '') throw badRequest(`${fieldLabel(field)} is set by ${variable} in the environment, which wins over Settings: change it there`, field);
    }
  }

  /** Checks the service with these values, and only when it answers saves them and puts them in use. */
  async function save<S extends ServiceName>(service: S, values: SavedValues<S>): Promise<ServiceSaved> {
    let configs: ServiceConfigs;
    try {
      configs = settings.configsWith(service, values);
    } catch (error) {
      // The request schemas refuse what config.ts would; kept as a last guard, worded without the variable's name.
      throw badRequest((error as Error).message.replace(/^Configuration error: /, ''));
    }
    // The alerts need no check call: each channel has its "Send a test" (POST /api/alerts/test).
    const checked = service === 'alerts' ? alertsSaved(configs) : await checkService(service, configs, live.db);
    await settings.save(service, values);
    putInUse(service, settings.configs(), live);
    return { checked, services: settings.answer() };
  }

  app.get('/settings/services', { schema: { response: { 200: serviceSettingsSchema } } }, () => settings.answer());

  // A key left out (or empty) keeps the one saved: the page never has it to send back.
  app.put('/settings/services/ebay', { schema: { body: ebayServiceRequestSchema, response: saveResponses } }, (req) => {
    refuseEnvironmentSet('ebay', req.body);
    const saved = settings.savedValues('ebay');
    const clientId = req.body.client_id || saved?.client_id;
    const clientSecret = req.body.client_secret || saved?.client_secret;
    if (!clientId) throw badRequest(say.required('client_id'), 'client_id');
    if (!clientSecret) throw badRequest(say.required('client_secret'), 'client_secret');
    return save('ebay', { client_id: clientId, client_secret: clientSecret });
  });

  app.put('/settings/services/ai', { schema: { body: aiServiceRequestSchema, response: saveResponses } }, (req) => {
    refuseEnvironmentSet('ai', req.body);
    const { provider = settings.configs().ai.provider, model, api_key, base_url } = req.body;
    const saved = settings.savedValues('ai');
    // A saved key is kept only for the provider it was checked with.
    const key = api_key || (saved?.provider === provider ? saved.api_key : undefined);
    return save('ai', { provider, ...(model && { model }), ...(key && { api_key: key }), ...(base_url && { base_url }) });
  });

  app.put('/settings/services/upc_lookup', { schema: { body: upcLookupServiceRequestSchema, response: saveResponses } }, (req) => {
    refuseEnvironmentSet('upc_lookup', req.body);
    const { lookup_url, api_key } = req.body;
    const key = api_key || settings.savedValues('upc_lookup')?.api_key;
    return save('upc_lookup', { ...(lookup_url && { lookup_url }), ...(key && { api_key: key }) });
  });

  app.put('/settings/services/alerts', { schema: { body: alertsServiceRequestSchema, response: saveResponses } }, (req) => {
    refuseEnvironmentSet('alerts', req.body);
    const { ntfy_url, webhook_url, smtp_url, email_to } = req.body;
    const mailing = Boolean(email_to) || settings.envVariable('alerts', 'email_to') !== null;
    // The SMTP URL holds a password, so the page never has it to send back: left out, the saved one is kept while
    // there is an address to mail (emptying the address stops e-mail).
    const smtp = smtp_url || (mailing ? settings.savedValues('alerts')?.smtp_url : undefined);
    if (smtp && !mailing) throw badRequest(say.required('email_to'), 'email_to');
    if (email_to && !smtp) throw badRequest(`${say.required('smtp_url')} to send e-mail`, 'smtp_url');
    return save('alerts', { ...(ntfy_url && { ntfy_url }), ...(webhook_url && { webhook_url }), ...(smtp && { smtp_url: smtp }), ...(email_to && { email_to }) });
  });

  app.put('/settings/services/oidc', { schema: { body: oidcServiceRequestSchema, response: saveResponses } }, (req) => {
    refuseEnvironmentSet('oidc', req.body);
    const saved = settings.savedValues('oidc');
    // The secret is never sent back to the page: left out, the saved one is kept.
    const values = { ...req.body, client_secret: req.body.client_secret || saved?.client_secret };
    for (const field of ['issuer', 'client_id', 'client_secret'] as const) {
      if (!values[field] && settings.envVariable('oidc', field) === null) throw badRequest(say.required(field), field);
    }
    const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as SavedValues<'oidc'>;
    return save('oidc', kept);
  });

  app.delete(
    '/settings/services/:service',
    { schema: { params: z.object({ service: z.enum(SERVICE_NAMES) }), response: { 200: serviceSettingsSchema, 400: errorSchema } } },
    async (req) => {
      await settings.save(req.params.service, undefined);
      putInUse(req.params.service, settings.configs(), live);
      return settings.answer();
    },
  );
};

/** What saving the alerts says: the channels that send deals from now on, and how to check them. */
function alertsSaved({ alerts }: ServiceConfigs): string {
  const summary = describeAlertsService(alerts);
  return summary.configured ? `Saved: deals go to ${summary.detail} from now on. Send a test from Alerts to check each channel.` : 'Saved: no channel is set up, so deals are shown in the app only.';
}
