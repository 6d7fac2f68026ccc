import crypto, { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import type { ServedCertificate } from './certificate.ts';

function read(file: string, variable: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Configuration error: ${variable}: cannot read ${file} (${(error as { code?: string }).code ?? (error as Error).message})`);
  }
}

/** The collector's own certificate (TLS_CERT, TLS_KEY): read and checked at start, each problem in one line naming its variable. */
export function providedCertificate(certFile: string, keyFile: string): ServedCertificate {
  const cert = read(certFile, 'TLS_CERT');
  const key = read(keyFile, 'TLS_KEY');
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new Error(`Configuration error: TLS_CERT: ${certFile} is not a PEM certificate`);
  }
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey(key);
  } catch {
    throw new Error(`Configuration error: TLS_KEY: ${keyFile} is not a PEM private key (or it is protected by a passphrase)`);
  }
  if (!x509.checkPrivateKey(privateKey)) throw new Error(`Configuration error: TLS_KEY: ${keyFile} is not the key of the certificate in ${certFile}`);
  return { key, cert, fingerprint: x509.fingerprint256, authority: null };
}
