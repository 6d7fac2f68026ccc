import type { ReactNode } from 'react';
import { Archive, Info, Smartphone } from 'lucide-react';
import { useSettings } from '../../api/settings.ts';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { AlertsSection } from './AlertsSection.tsx';
import { BackupRestore } from './BackupRestore.tsx';
import { LogoutEverywhere } from './LogoutEverywhere.tsx';
import { MoneySettings } from './MoneySettings.tsx';
import { PhoneAccess } from './PhoneAccess.tsx';
import { AwayFromHome } from '../pocket/index.ts';
import { ServicesSection } from './ServicesSection.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-gray-900 dark:text-gray-100">{label}</dt>
      <dd className="break-all text-gray-700 dark:text-gray-300">{children}</dd>
    </div>
  );
}

export function SettingsPage() {
  const settings = useSettings();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">How this app runs, where your collection is kept, and its backups. The collection&apos;s currency and the services&apos; keys are set here; the other settings are changed in the server&apos;s .env file.</p>
      </div>
      {/* Offline too: what the phone holds, and getting it ready, need no server. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <AwayFromHome />
      </div>
      {settings.isPending && <Loading text="Loading settings..." />}
      {settings.isError && (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>Could not load the settings: {settings.error.message}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {settings.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card aria-label="Open on your phone" className="lg:col-span-2">
            <CardTitle icon={<Smartphone className="h-5 w-5" aria-hidden="true" />}>Open on your phone</CardTitle>
            <PhoneAccess phone={settings.data.phone} />
          </Card>
          <MoneySettings />
          {/* Beside "Log out everywhere" when there is a login; the whole width when there is none. */}
          <Card aria-label="Backup and restore" className={settings.data.login ? undefined : 'lg:col-span-2'}>
            <CardTitle icon={<Archive className="h-5 w-5" aria-hidden="true" />}>Backup and restore</CardTitle>
            <BackupRestore backups={settings.data.backups} />
          </Card>
          <LogoutEverywhere />
          <ServicesSection />
          <AlertsSection />
          <Card aria-label="About" className="lg:col-span-2">
            <CardTitle icon={<Info className="h-5 w-5" aria-hidden="true" />}>About</CardTitle>
            <dl className="space-y-2 text-sm">
              <Fact label="App version">{settings.data.app_version}</Fact>
              <Fact label="Database schema">{settings.data.schema ?? 'none'}</Fact>
              <Fact label="Database">{settings.data.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite, in the data directory'}</Fact>
              <Fact label="Data directory">
                <span className="font-mono">{settings.data.data_dir}</span>
              </Fact>
              <Fact label="Login">
                {settings.data.login ? 'Password (APP_PASSWORD)' : settings.data.phone.urls.length > 0 ? 'None (AUTH=none): anyone who can reach this computer can open the app' : 'None: the app is open to this computer only'}
              </Fact>
            </dl>
          </Card>
        </div>
      )}
    </div>
  );
}
