import { Link } from 'react-router';
import { Search, X } from 'lucide-react';
import { CONDITIONS, LIMITS, PACKAGING_TYPE_LABELS, PACKAGING_TYPES, type Place } from '@tmnt/domain';
import { Input, Select } from '../../components/Field.tsx';
import { PlaceSelect } from '../places/index.ts';
import { hasActiveFilters, NO_PACKAGING, paidFilter, type CollectionFilters, type PaidFilter } from './address.ts';

interface FilterBarProps {
  filters: CollectionFilters;
  seriesOptions: string[];
  yearOptions: string[];
  places: readonly Place[];
  tagOptions: string[];
  onChange: (change: Partial<CollectionFilters>) => void;
  onClear: () => void;
}

const labelClasses = 'mb-1 block text-xs font-medium text-gray-600 dark:text-gray-300';

const PAID_OPTIONS: { value: PaidFilter; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'missing', label: 'Not recorded' },
  { value: 'recorded', label: 'Recorded' },
];

export function FilterBar({ filters, seriesOptions, yearOptions, places, tagOptions, onChange, onClear }: FilterBarProps) {
  return (
    <div role="search" aria-label="Filter the collection" className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_repeat(7,minmax(0,1fr))]">
        <div className="col-span-2 md:col-span-4 xl:col-span-1">
          <label htmlFor="collection-search" className={labelClasses}>
            Search
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500 dark:text-gray-400" aria-hidden="true" />
            <Input
              id="collection-search"
              type="search"
              value={filters.q}
              maxLength={LIMITS.searchQuery}
              onChange={(e) => onChange({ q: e.target.value })}
              placeholder="Name, series, place, tag, variant, notes or UPC"
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <div className="col-span-2 sm:col-span-1 md:col-span-1">
          <label htmlFor="collection-series" className={labelClasses}>
            Series
          </label>
          <Select id="collection-series" value={filters.series} onChange={(e) => onChange({ series: e.target.value })}>
            <option value="">All series</option>
            {seriesOptions.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="collection-year" className={labelClasses}>
            Year
          </label>
          <Select id="collection-year" value={filters.year} onChange={(e) => onChange({ year: e.target.value })}>
            <option value="">All years</option>
            {yearOptions.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="collection-condition" className={labelClasses}>
            Condition
          </label>
          <Select id="collection-condition" value={filters.condition} onChange={(e) => onChange({ condition: e.target.value })}>
            <option value="">All conditions</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="collection-packaging" className={labelClasses}>
            Packaging
          </label>
          <Select id="collection-packaging" value={filters.packaging} onChange={(e) => onChange({ packaging: e.target.value })}>
            <option value="">Any packaging</option>
            {PACKAGING_TYPES.map((p) => (
              <option key={p} value={p}>
                {PACKAGING_TYPE_LABELS[p]}
              </option>
            ))}
            <option value={NO_PACKAGING}>Not set</option>
          </Select>
        </div>
        <div>
          <label htmlFor="collection-place" className={labelClasses}>
            Place
          </label>
          <PlaceSelect
            id="collection-place"
            places={places}
            value={filters.place === '' ? '' : Number(filters.place)}
            onChange={(place) => onChange({ place: String(place) })}
            none="Anywhere"
          />
        </div>
        <div>
          <label htmlFor="collection-tag" className={labelClasses}>
            Tag
          </label>
          <Select id="collection-tag" value={filters.tag} onChange={(e) => onChange({ tag: e.target.value })}>
            <option value="">Any tag</option>
            {tagOptions.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="collection-paid" className={labelClasses}>
            Purchase price
          </label>
          <Select id="collection-paid" value={filters.paid} onChange={(e) => onChange({ paid: paidFilter(e.target.value) })}>
            {PAID_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {hasActiveFilters(filters) && (
        <Link
          to={{ search: '' }}
          replace
          preventScrollReset
          onClick={onClear}
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Clear all filters
        </Link>
      )}
    </div>
  );
}
