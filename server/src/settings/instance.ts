import type { Settings } from '@tmnt/domain';
import { loadConfig } from '../config.ts';

/** How this instance was started, as the Settings page tells it (from the configuration; never a secret). */
export interface Instance {
  host: string;
  /** The addresses a phone on the network opens; asked once the server listens (the port may be chosen then). */
  phoneUrls: () => string[];
  certificate: Settings['phone']['certificate'];
  fingerprint: string | null;
  backupKeep: number;
}

/** As the app runs with no settings at all: on this computer only, plain HTTP. */
export function defaultInstance(): Instance {
  const config = loadConfig({});
  return { host: config.host, phoneUrls: () => [], certificate: 'none', fingerprint: null, backupKeep: config.backupKeep };
}
