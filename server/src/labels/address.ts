import type { FastifyRequest } from 'fastify';
import type { LabelAddress } from '@tmnt/domain';
import { isLoopbackHost } from '../auth/index.ts';
import type { Instance } from '../settings/index.ts';

/**
 * The address a label's QR code opens: the one this page was opened at, unless that is this computer's own
 * (localhost), which a phone cannot open; then the address the phone opens (Settings shows it), when there is one.
 */
export function labelAddress(req: FastifyRequest, instance: Instance): LabelAddress {
  const own = `${req.protocol}://${req.host}`;
  if (!isLoopbackHost(new URL(own).hostname)) return { address: own, warning: null };
  const [phone] = isLoopbackHost(instance.host) ? [] : instance.phoneUrls();
  if (phone) return { address: phone.replace(/\/$/, ''), warning: null };
  return {
    address: own,
    warning: isLoopbackHost(instance.host)
      ? `The app listens on this computer only (HOST=${instance.host}), so a phone cannot open these codes: start it with HOST=0.0.0.0 and APP_PASSWORD set, then print the labels again.`
      : 'This computer has no network address a phone can reach: connect it to the same Wi-Fi as the phone, then print the labels again.',
  };
}
