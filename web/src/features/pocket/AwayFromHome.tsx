import { Link } from 'react-router';
import { Backpack, ShieldAlert } from 'lucide-react';
import { Card, CardTitle } from '../../components/Card.tsx';
import { usePocketStatus } from '../offline/index.ts';
import { GetReady } from './GetReady.tsx';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP from another device: the browser runs no service worker there, so the app cannot open or answer offline. */
const plainHttpFromAnotherDevice = () => window.location.protocol === 'http:' && !LOOPBACK.has(window.location.hostname);

/**
 * Settings' "Away from home": what the phone holds and "Get ready for a show"; how to reach the home server from
 * outside under the one name the pocket copy belongs to; and a warning where no offline use is possible.
 */
export function AwayFromHome() {
  const { waiting, needsLook } = usePocketStatus();
  return (
    <Card aria-label="Away from home">
      <CardTitle icon={<Backpack className="h-5 w-5" aria-hidden="true" />}>Away from home</CardTitle>
      <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
        {plainHttpFromAnotherDevice() && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950/60 dark:text-red-100" data-testid="plain-http-warning">
            <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              This page is open over plain HTTP from another device: browsers run the app&apos;s offline part only over HTTPS, so here it cannot open, check or add
              anything without the server. Open it over HTTPS (below).
            </span>
          </p>
        )}
        <p>At a toy show this phone answers from its own copy of your collection, with or without a connection, and keeps what you add or change until it can send it, once.</p>
        <GetReady />
        {waiting > 0 && (
          <p>
            <Link to="/sync" className="font-medium text-brand-700 underline dark:text-brand-100">
              {waiting} {waiting === 1 ? 'change waits' : 'changes wait'} to sync{needsLook > 0 ? `, ${needsLook} ${needsLook === 1 ? 'needs' : 'need'} a look` : ''}
            </Link>
          </p>
        )}
        <div className="space-y-2">
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">The same address at home and away</h3>
          <p>
            The phone&apos;s copy belongs to the address the app is open at (<span className="font-mono break-all">{window.location.origin}</span>), and it works offline only
            over HTTPS. Open the app under one name that reaches your server both at home and away:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Tailscale Serve</strong> (simplest): on the server&apos;s computer <span className="font-mono">tailscale serve --bg 3000</span>, then open{' '}
              <span className="font-mono">https://&lt;computer&gt;.&lt;tailnet&gt;.ts.net</span> on the phone, with Tailscale on it, at home and away (set{' '}
              <span className="font-mono">HTTPS=off</span>, <span className="font-mono">TRUSTED_PROXIES=127.0.0.1</span>, that name in{' '}
              <span className="font-mono">ALLOWED_HOSTS</span>, and an <span className="font-mono">APP_PASSWORD</span>: your whole tailnet can reach it).
            </li>
            <li>
              <strong>A reverse proxy with a real certificate</strong> (Caddy, nginx) on a domain of yours, reachable from outside.
            </li>
            <li>
              <strong>Split DNS</strong>: the same name answered with the home address on your Wi-Fi and with the outside one elsewhere (a VPN or a forwarded port),
              under a certificate for that name.
            </li>
          </ul>
          <p>Opened under another name (the home IP address, then the Tailscale name), the phone keeps a separate copy for each, and only the one open then answers.</p>
        </div>
      </div>
    </Card>
  );
}
