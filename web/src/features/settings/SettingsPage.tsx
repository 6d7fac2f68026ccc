import { Suspense, useSyncExternalStore } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Loading } from '../../components/Spinner.tsx';
import { SETTINGS_SECTIONS, type SettingsSection } from './sections.ts';

/** Tailwind's lg: the side list shows beside the section from here on. */
const WIDE = '(min-width: 64rem)';

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/** The sections as a side list, on a wide screen beside the open section. */
function SideList() {
  return (
    <nav aria-label="Settings sections" className="hidden lg:block">
      <ul className="sticky top-20 space-y-1">
        {SETTINGS_SECTIONS.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={`/settings/${path}`}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'}`
              }
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /settings: on a phone, the list of sections to open; on a wide screen, the first section (the side list holds the others). */
function SectionList() {
  const wide = useWideScreen();
  if (wide) return <Navigate to={`/settings/${SETTINGS_SECTIONS[0].path}`} replace />;
  return (
    <nav aria-label="Settings sections">
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {SETTINGS_SECTIONS.map(({ path, label, about, icon: Icon }) => (
          <li key={path}>
            <Link to={`/settings/${path}`} className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 dark:hover:bg-gray-800">
              <Icon className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">{about}</span>
              </span>
              <ChevronRight className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One section at its own address; on a phone with the way back to the list. */
function SectionPage({ section }: { section: SettingsSection }) {
  const { Component } = section;
  return (
    <div className="space-y-3">
      <Link to="/settings" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden dark:text-brand-100">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        All settings
      </Link>
      <Suspense fallback={<Loading text={`Loading ${section.label}...`} />}>
        <Component />
      </Suspense>
    </div>
  );
}

/** Settings, in sections with their own addresses (/settings/services, /settings/api, ...): a side list on a wide screen, a list on a phone. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">How this app runs, where your collection is kept, and its backups; its currency, services, sign-in and API keys.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <SideList />
        <div className="min-w-0">
          <Routes>
            <Route index element={<SectionList />} />
            {SETTINGS_SECTIONS.map((section) => (
              <Route key={section.path} path={section.path} element={<SectionPage section={section} />} />
            ))}
            <Route path="*" element={<Navigate to="/settings" replace />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
