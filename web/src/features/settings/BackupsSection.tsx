import { Archive } from 'lucide-react';
import { Card, CardTitle } from '../../components/Card.tsx';
import { BackupRestore } from './BackupRestore.tsx';
import { WithSettings } from './WithSettings.tsx';

export function BackupsSection() {
  return (
    <Card aria-label="Backup and restore">
      <CardTitle icon={<Archive className="h-5 w-5" aria-hidden="true" />}>Backup and restore</CardTitle>
      <WithSettings>{(settings) => <BackupRestore backups={settings.backups} />}</WithSettings>
    </Card>
  );
}
