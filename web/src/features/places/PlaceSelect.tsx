import type { SelectHTMLAttributes } from 'react';
import type { Place } from '@tmnt/domain';
import { Select } from '../../components/Field.tsx';
import { treeOrder } from './tree.ts';

interface PlaceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  places: readonly Place[];
  /** The place chosen ('' for the first option). */
  value: number | '';
  onChange: (id: number | '') => void;
  /** The first option's words (its value is ''): "No place", "Anywhere". */
  none: string;
  /** Places that cannot be chosen (a place and those inside it, when moving it). */
  exclude?: ReadonlySet<number>;
}

/** A place chosen from the tree, by its path, in the tree's order (each place before the places inside it). */
export function PlaceSelect({ places, value, onChange, none, exclude, ...rest }: PlaceSelectProps) {
  return (
    <Select {...rest} value={value === '' ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}>
      <option value="">{none}</option>
      {treeOrder(places)
        .filter(({ place }) => !exclude?.has(place.id))
        .map(({ place }) => (
          <option key={place.id} value={place.id}>
            {place.path}
          </option>
        ))}
    </Select>
  );
}
