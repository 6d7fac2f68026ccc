import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import type { Settings } from '@tmnt/domain';
import { Card, CardTitle } from '../../components/Card.tsx';
import { WithSettings } from './WithSettings.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-gray-900 dark:text-gray-100">{label}</dt>
      <dd className="break-all text-gray-700 dark:text-gray-300">{children}</dd>
    </div>
  );
}

/** How one signs in here, in words: each way set up, or why there is none. */
function signInText({ sign_in: signIn, phone }: Settings): string {
  const ways = [
    signIn.password && 'Password (APP_PASSWORD)',
    signIn.oidc !== null && `OpenID Connect (${signIn.oidc})`,
    signIn.proxy_header !== null && `A trusted proxy's ${signIn.proxy_header} header (AUTH=proxy)`,
  ].filter(Boolean);
  if (ways.length > 0) return ways.join('; ');
  return phone.urls.length > 0 ? 'None (AUTH=none): anyone who can reach this computer can open the app' : 'None: the app is open to this computer only';
}

export function AboutSection() {
  return (
    <Card aria-label="About">
      <CardTitle icon={<Info className="h-5 w-5" aria-hidden="true" />}>About</CardTitle>
      <WithSettings>
        {(settings) => (
          <dl className="space-y-2 text-sm">
            <Fact label="App version">{settings.app_version}</Fact>
            <Fact label="Database schema">{settings.schema ?? 'none'}</Fact>
            <Fact label="Database">{settings.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite, in the data directory'}</Fact>
            <Fact label="Data directory">
              <span className="font-mono">{settings.data_dir}</span>
            </Fact>
            <Fact label="Login">{signInText(settings)}</Fact>
          </dl>
        )}
      </WithSettings>
    </Card>
  );
}
