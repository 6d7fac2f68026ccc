import { useCallback, useState } from 'react';
import { PACKAGING_TYPE_LABELS, PACKAGING_TYPES, type PackagingType } from '@tmnt/domain';

/** localStorage key of the packaging copies get when scanned or added by name: the collector's last choice. */
const PACKAGING_KEY = 'scan-packaging';

/** The packaging choices as a collector says them: carded or loose first, since that decides a copy's value. */
export const PACKAGING_CHOICES: readonly { type: PackagingType; label: string; hint: string }[] = [
  { type: 'Sealed MOC', label: 'Carded', hint: PACKAGING_TYPE_LABELS['Sealed MOC'] },
  { type: 'Loose', label: 'Loose', hint: 'Out of its package' },
  { type: 'Opened Package', label: PACKAGING_TYPE_LABELS['Opened Package'], hint: 'Card or box opened' },
  { type: 'Resealed', label: PACKAGING_TYPE_LABELS.Resealed, hint: 'Opened, then sealed again' },
];

/** What a choice is called where it is shown briefly ("Carded", "Loose"...). */
export const packagingWord = (type: PackagingType) => PACKAGING_CHOICES.find((c) => c.type === type)?.label ?? type;

/** A stored choice, or null when none was made (or what is stored is not one). */
export function parsePackaging(stored: string | null): PackagingType | null {
  return PACKAGING_TYPES.find((type) => type === stored) ?? null;
}

function storedPackaging(): PackagingType | null {
  try {
    return parsePackaging(localStorage.getItem(PACKAGING_KEY));
  } catch {
    return null;
  }
}

/** The remembered packaging (null until the collector first chooses one), and the way to choose another. */
export function usePackagingChoice(): [PackagingType | null, (packaging: PackagingType) => void] {
  const [packaging, setPackaging] = useState(storedPackaging);
  const choose = useCallback((next: PackagingType) => {
    setPackaging(next);
    try {
      localStorage.setItem(PACKAGING_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit only.
    }
  }, []);
  return [packaging, choose];
}
