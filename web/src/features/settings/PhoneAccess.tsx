import { Link } from 'react-router';
import type { Settings } from '@tmnt/domain';
import { QrCode } from '../../components/QrCode.tsx';
import { certificateAdvice, TRUST_ADVICE } from './settings-text.ts';

/**
 * The address a phone on the same network opens, as a QR code, and what the phone will say about the certificate;
 * `brief` (the Scan page) leaves the fingerprint and how to trust the certificate to the Settings page.
 */
export function PhoneAccess({ phone, brief = false }: { phone: Settings['phone']; brief?: boolean }) {
  const [first, ...others] = phone.urls;
  if (!first) return <p className="text-sm text-gray-700 dark:text-gray-300">{phone.missing}</p>;
  return (
    <div className={`flex flex-col gap-4 ${brief ? '' : 'sm:flex-row sm:items-start'}`}>
      <QrCode text={first} label={`QR code of ${first}`} size={brief ? 144 : 176} />
      <div className="min-w-0 space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <p>
          Point the phone's camera at the code, or open{' '}
          <a href={first} className="font-mono font-medium break-all text-brand-700 underline dark:text-brand-100">
            {first}
          </a>
          {others.length > 0 && (
            <>
              {' '}
              (or {others.map((url, i) => (
                <span key={url}>
                  {i > 0 && ', '}
                  <span className="font-mono break-all">{url}</span>
                </span>
              ))}
              )
            </>
          )}
          . The phone must be on the same Wi-Fi as this computer.
        </p>
        <p>{certificateAdvice(phone)}</p>
        {brief && phone.certificate === 'self-signed' && (
          <p>
            <Link to="/settings" className="font-medium text-brand-700 underline dark:text-brand-100">
              Settings
            </Link>{' '}
            shows the certificate's fingerprint, and how to install the app on the phone.
          </p>
        )}
        {!brief && phone.fingerprint && (
          <p>
            Certificate fingerprint (SHA-256): <span className="font-mono text-xs break-all">{phone.fingerprint}</span>
          </p>
        )}
        {!brief && phone.certificate === 'self-signed' && (
          <p>
            <a href="/ca.crt" className="font-medium text-brand-700 underline dark:text-brand-100">
              The app's certificate (ca.crt)
            </a>
            : {TRUST_ADVICE}
          </p>
        )}
      </div>
    </div>
  );
}
