import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Archive, Backpack, BellRing, BookOpen, Coins, Info, KeyRound, KeySquare, Link2, Plug, Smartphone, type LucideIcon } from 'lucide-react';

export interface SettingsSection {
  /** Its address: /settings/<path>. */
  path: string;
  /** Its name in the list. */
  label: string;
  /** What it holds, under its name in the phone's list. */
  about: string;
  icon: LucideIcon;
  /** Its own file, loaded when the section is first opened. */
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Settings' sections, in the order the list shows them; the first opens with Settings on a wide screen. A new
 * section is one entry here and its own component file.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: 'phone', label: 'Phone', about: 'Open the app on a phone on the same network', icon: Smartphone, Component: lazy(() => import('./PhoneSection.tsx').then((m) => ({ default: m.PhoneSection }))) },
  { path: 'away', label: 'Away from home', about: 'The phone\'s copy for a show with no connection, and reaching the app from outside', icon: Backpack, Component: lazy(() => import('../pocket/index.ts').then((m) => ({ default: m.AwayFromHome }))) },
  { path: 'money', label: 'Money', about: "The collection's currency and marketplace", icon: Coins, Component: lazy(() => import('./MoneySettings.tsx').then((m) => ({ default: m.MoneySettings }))) },
  { path: 'backups', label: 'Backups', about: 'Back up the collection, or restore a backup', icon: Archive, Component: lazy(() => import('./BackupsSection.tsx').then((m) => ({ default: m.BackupsSection }))) },
  { path: 'services', label: 'Services', about: 'eBay, AI grading, UPC lookup, deal alerts', icon: Plug, Component: lazy(() => import('./ServicesSection.tsx').then((m) => ({ default: m.ServicesSection }))) },
  { path: 'alerts', label: 'Alerts', about: 'Test the alert channels, see failed deliveries', icon: BellRing, Component: lazy(() => import('./AlertsSection.tsx').then((m) => ({ default: m.AlertsSection }))) },
  { path: 'sharing', label: 'Sharing', about: 'Read-only links to your collection, want list or trades', icon: Link2, Component: lazy(() => import('../shares/index.ts').then((m) => ({ default: m.SharingSection }))) },
  { path: 'sign-in', label: 'Sign-in', about: 'OpenID Connect, a proxy, logged-in devices', icon: KeyRound, Component: lazy(() => import('./SignInSection.tsx').then((m) => ({ default: m.SignInSection }))) },
  { path: 'api-keys', label: 'API keys', about: 'Keys for scripts to use the API', icon: KeySquare, Component: lazy(() => import('./ApiKeysSection.tsx').then((m) => ({ default: m.ApiKeysSection }))) },
  { path: 'api', label: 'API', about: 'The API described, route by route', icon: BookOpen, Component: lazy(() => import('./ApiDocsSection.tsx').then((m) => ({ default: m.ApiDocsSection }))) },
  { path: 'about', label: 'About', about: 'Version, database, data directory, login', icon: Info, Component: lazy(() => import('./AboutSection.tsx').then((m) => ({ default: m.AboutSection }))) },
];
