import { Package, PackageCheck, PackageOpen, PackageX, type LucideIcon } from 'lucide-react';
import { PACKAGING_STATUS_INFO, PACKAGING_STATUSES, type PackagingStatus } from '@tmnt/domain';
import { ChoiceButton } from './ChoiceButton.tsx';

const ICONS: Record<PackagingStatus, LucideIcon> = { MOC: PackageCheck, MIP: Package, LOOSE: PackageOpen, DAMAGED_PACKAGE: PackageX };

/** Step 1: how the copy is packaged, which picks the questions and the photos. */
export function PackagingStep({ selected, onChoose }: { selected: PackagingStatus | null; onChoose: (packaging: PackagingStatus) => void }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">How is this figure packaged?</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {PACKAGING_STATUSES.map((status) => {
          const Icon = ICONS[status];
          const { label, description } = PACKAGING_STATUS_INFO[status];
          return (
            <ChoiceButton key={status} pressed={selected === status} onClick={() => onChoose(status)}>
              <Icon className="h-6 w-6 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-300">{description}</span>
              </span>
            </ChoiceButton>
          );
        })}
      </div>
    </div>
  );
}
