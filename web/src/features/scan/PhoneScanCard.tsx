import { Smartphone } from 'lucide-react';
import { useSettings } from '../../api/settings.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { PhoneAccess } from '../settings/index.ts';

/** On a computer: the address to open on a phone, to scan with its camera (the same as on the Settings page). */
export function PhoneScanCard() {
  const settings = useSettings();
  if (!settings.data) return null;
  return (
    <Card aria-labelledby="phone-scan" className="max-md:hidden">
      <CardTitle icon={<Smartphone className="h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />}>
        <span id="phone-scan">Scan with your phone</span>
      </CardTitle>
      <PhoneAccess phone={settings.data.phone} brief />
    </Card>
  );
}
