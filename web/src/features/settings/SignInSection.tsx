import { KeyRound } from 'lucide-react';
import { OIDC_CALLBACK_PATH } from '@tmnt/domain';
import { useServiceSettings } from '../../api/services.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { LogoutEverywhere } from './LogoutEverywhere.tsx';
import { ServiceForm, SERVICES } from './ServiceForm.tsx';
import { WithSettings } from './WithSettings.tsx';

/** Sign-in with OpenID Connect, set up here or in the environment: the provider's settings, checked on saving. */
function OpenIdConnect() {
  const services = useServiceSettings();
  if (services.isPending) return <p className="text-sm text-gray-600 dark:text-gray-300">Loading...</p>;
  if (services.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        <p>Could not load the sign-in settings: {services.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void services.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const state = services.data.oidc;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{SERVICES.oidc.name}</h3>
        <Badge color={state.configured ? 'green' : 'gray'}>{state.configured ? 'Set up' : 'Not set up'}</Badge>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">{SERVICES.oidc.about} Once it is set up, this browser signs in with it too.</p>
      {state.detail && <p className="text-sm text-gray-700 dark:text-gray-300">Using {state.detail}.</p>}
      {state.missing && <p className="text-sm text-gray-600 dark:text-gray-400">{state.missing}</p>}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Register this app at the provider with the redirect URI <span className="font-mono break-all">{`${window.location.origin}${OIDC_CALLBACK_PATH}`}</span>.
      </p>
      <ServiceForm service="oidc" state={state} />
    </div>
  );
}

/** How one signs in here: OpenID Connect (set up here), a trusted proxy's header (set in the environment), and the logged-in devices. */
export function SignInSection() {
  return (
    <div className="space-y-6">
      <Card aria-label="Sign-in">
        <CardTitle icon={<KeyRound className="h-5 w-5" aria-hidden="true" />}>Sign-in</CardTitle>
        <div className="space-y-5">
          <OpenIdConnect />
          <div className="space-y-2 border-t border-gray-100 pt-4 dark:border-gray-800">
            <h3 className="font-medium">A trusted proxy&apos;s header</h3>
            <WithSettings>
              {(settings) =>
                settings.sign_in.proxy_header === null ? (
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    Off. Behind Authelia or Authentik (forward-auth) or oauth2-proxy, start the app with AUTH=proxy and TRUSTED_PROXIES set to the proxy&apos;s address: the user the proxy
                    names in its Remote-User header (AUTH_PROXY_HEADER for another) is signed in.
                  </p>
                ) : (
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    On: a request from a trusted proxy (TRUSTED_PROXIES) naming a user in its <span className="font-mono">{settings.sign_in.proxy_header}</span> header is signed in; the same
                    header from anyone else counts for nothing.
                  </p>
                )
              }
            </WithSettings>
          </div>
        </div>
      </Card>
      <LogoutEverywhere />
    </div>
  );
}
