import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { DollarSign, Heart, LayoutDashboard, Library, MapPin, Moon, RefreshCw, ScanBarcode, Settings, Sun } from 'lucide-react';
import { useAuthSession } from '../../api/auth.ts';
import { useNewDeals } from '../../api/deals.ts';
import { LogoutButton, RequireLogin } from '../auth/index.ts';
import { SyncBadge, SyncToast } from '../offline/index.ts';
import { newDealsBadge, newDealsLabel } from '../wants/index.ts';
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
  { to: '/wants', label: 'Wants', icon: Heart, end: false },
] as const;

/**
 * The count of new deals on the Wants link (read every minute), once the session is known to be in: before that a
 * request would only be refused.
 */
function useNewDealsBadge(): string | null {
  const session = useAuthSession();
  const signedIn = session.data !== undefined && (!session.data.required || session.data.authenticated);
  return newDealsBadge(useNewDeals(signedIn).data);
}

/** The count of new deals: on the icon in the phone's row, after the name in the header (read after the link's name). */
function CountBadge({ text, onIcon }: { text: string; onIcon: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="new-deals-badge"
      className={`min-w-4 rounded-full bg-red-700 px-1 text-center text-[0.625rem] leading-4 font-bold text-white dark:bg-red-500 dark:text-gray-950 ${
        onIcon ? 'absolute -top-1.5 -right-2.5 ring-2 ring-white dark:ring-gray-900' : ''
      }`}
    >
      {text}
    </span>
  );
}

function NavItems({ compact, dealsBadge }: { compact: boolean; dealsBadge: string | null }) {
  return NAV.map(({ to, label, icon: Icon, end }) => {
    const badge = to === '/wants' ? dealsBadge : null;
    return (
      <NavLink
        key={to}
        to={to}
        end={end}
        className={({ isActive }) =>
          `flex min-w-0 items-center justify-center gap-1.5 rounded-lg font-medium transition-colors ${compact ? 'flex-col px-0.5 py-1.5 text-xs' : 'px-2.5 py-2 text-sm lg:px-3'} ${
            isActive ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
          }`
        }
      >
        <span className="relative">
          <Icon className="h-4 w-4" aria-hidden="true" />
          {compact && badge !== null && <CountBadge text={badge} onIcon />}
        </span>
        {label}
        {!compact && badge !== null && <CountBadge text={badge} onIcon={false} />}
        {badge !== null && <span className="sr-only">({newDealsLabel(badge)})</span>}
      </NavLink>
    );
  });
}

export function Layout() {
  const [dark, toggleDark] = useDarkMode();
  const [ownReload] = useState(needsOwnReload);
  const dealsBadge = useNewDealsBadge();
  return (
    <div className="flex min-h-dvh flex-col">
      {ownReload && <PullToReload />}
      <OfflineBanner />
      <SyncToast />
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-700 dark:text-brand-100">
            <img src="/icon.svg" alt="" className="h-8 w-8" />
            <span className="truncate">{APP_TITLE}</span>
          </Link>
          <nav aria-label="Main" className="ml-4 hidden gap-1 md:flex lg:ml-6">
            <NavItems compact={false} dealsBadge={dealsBadge} />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <SyncBadge />
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
              to="/places"
              aria-label="Places"
              title="Places: where your figures are kept"
              className={({ isActive }) => `rounded-lg p-2 ${isActive ? 'bg-brand-600 text-white' : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'}`}
            >
              <MapPin className="h-5 w-5" aria-hidden="true" />
            </NavLink>
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
        <nav aria-label="Main" className="grid grid-cols-5 gap-1 border-t border-gray-200 px-2 py-1.5 md:hidden dark:border-gray-800">
          <NavItems compact dealsBadge={dealsBadge} />
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
