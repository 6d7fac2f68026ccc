// HTTPS: the certificate the server is given or makes for itself, and the addresses a phone opens.
import type { ServedCertificate } from './certificate.ts';
import { machineNames } from './names.ts';
import { providedCertificate } from './provided.ts';

export type { ServedCertificate } from './certificate.ts';
export { lanUrls } from './lan-urls.ts';

/** How the server speaks HTTPS: with a certificate it makes (kept in DATA_DIR/tls), with the collector's own, or not at all. */
export type TlsConfig = { mode: 'off' } | { mode: 'self-signed' } | { mode: 'provided'; certFile: string; keyFile: string };

/** The certificate to serve for this configuration, or null for plain HTTP. */
export async function certificateFor(tls: TlsConfig, dataDir: string): Promise<ServedCertificate | null> {
  switch (tls.mode) {
    case 'off':
      return null;
    case 'provided':
      return providedCertificate(tls.certFile, tls.keyFile);
    case 'self-signed':
      // The certificate libraries are loaded only when the app makes its own certificate.
      return (await import('./certificate.ts')).selfSignedCertificate(dataDir, machineNames());
  }
}
