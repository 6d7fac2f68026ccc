import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { DollarSign, LayoutDashboard, Library, Moon, RefreshCw, ScanBarcode, Settings, Sun } from 'lucide-react';
import { LogoutButton, RequireLogin } from '../auth/index.ts';
import { useDarkMode } from './dark-mode.ts';
import { MoneyReady } from './MoneyReady.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PullToReload } from './PullToReload.tsx';
import { needsOwnReload } from './standalone.ts';

const APP_TITLE = 'TMNT Inventory Scanner';

const NAV = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/scan', label: 'Scan', icon: ScanBarcode, end: false },
  { to: '/collection', label: 'Collection', icon: Library, end: false },
  { to: '/financial-analysis', label: 'Analysis', icon: DollarSign, end: false },
] as const;

function NavItems({ compact }: { compact: boolean }) {
  return NAV.map(({ to, label, icon: Icon, end }) => (
    <NavLink
      key={to}
      to={to}
      end={end}
      className={({ isActive }) =>
        `flex items-center justify-center gap-1.5 rounded-lg font-medium transition-colors ${compact ? 'flex-col px-1 py-1.5 text-xs' : 'px-3 py-2 text-sm'} ${
          isActive ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
        }`
      }
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </NavLink>
  ));
}

export function Layout() {
  const [dark, toggleDark] = useDarkMode();
  const [ownReload] = useState(needsOwnReload);
  return (
    <div className="flex min-h-dvh flex-col">
      {ownReload && <PullToReload />}
      <OfflineBanner />
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-700 dark:text-brand-100">
            <img src="/icon.svg" alt="" className="h-8 w-8" />
            <span className="truncate">{APP_TITLE}</span>
          </Link>
          <nav aria-label="Main" className="ml-6 hidden gap-1 md:flex">
            <NavItems compact={false} />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {ownReload && (
              <button type="button" onClick={() => window.location.reload()} aria-label="Reload" className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800">
                <RefreshCw className="h-5 w-5" />
              </button>
            )}
            <button
              type="button"
              onClick={toggleDark}
              aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
              aria-pressed={dark}
              className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              {dark ? <Sun className="h-5 w-5" /> : <Moon className="h-5 w-5" />}
            </button>
            <NavLink
              to="/settings"
              aria-label="Settings"
              title="Settings"
              className={({ isActive }) => `rounded-lg p-2 ${isActive ? 'bg-brand-600 text-white' : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'}`}
            >
              <Settings className="h-5 w-5" aria-hidden="true" />
            </NavLink>
            <LogoutButton />
          </div>
        </div>
        <nav aria-label="Main" className="grid grid-cols-4 gap-1 border-t border-gray-200 px-2 py-1.5 md:hidden dark:border-gray-800">
          <NavItems compact />
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <RequireLogin>
          <MoneyReady>
            <Outlet />
          </MoneyReady>
        </RequireLogin>
      </main>
      <footer className="border-t border-gray-200 py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
        {APP_TITLE} · Vintage Teenage Mutant Ninja Turtles action figures 1986-1995
      </footer>
    </div>
  );
}
