import { Smartphone } from 'lucide-react';
import { Card, CardTitle } from '../../components/Card.tsx';
import { PhoneAccess } from './PhoneAccess.tsx';
import { WithSettings } from './WithSettings.tsx';

export function PhoneSection() {
  return (
    <Card aria-label="Open on your phone">
      <CardTitle icon={<Smartphone className="h-5 w-5" aria-hidden="true" />}>Open on your phone</CardTitle>
      <WithSettings>{(settings) => <PhoneAccess phone={settings.phone} />}</WithSettings>
    </Card>
  );
}
