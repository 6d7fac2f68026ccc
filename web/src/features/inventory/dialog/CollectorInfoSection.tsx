import { useId, type ReactNode } from 'react';
import { ClipboardList } from 'lucide-react';
import {
  BOX_CONDITIONS,
  COMPLETENESS_VALUES,
  describeCompleteness,
  describeRelease,
  FIELD_LABELS,
  formatDisplayDate,
  LIMITS,
  PACKAGING_TYPE_LABELS,
  PACKAGING_TYPES,
  type InventoryItem,
} from '@tmnt/domain';
import { Link } from 'react-router';
import { usePlaces } from '../../../api/places.ts';
import { ConditionBadge } from '../../../components/Badge.tsx';
import { ConditionSelect } from '../../../components/ConditionSelect.tsx';
import { costFacts } from '../../../components/cost-facts.ts';
import { CostFields } from '../../../components/CostFields.tsx';
import { Field, Input, pastDateInputRules, Select } from '../../../components/Field.tsx';
import type { FormErrors } from '../../../components/useFormErrors.ts';
import type { EditForm } from '../edit-form.ts';
import { ForTradeToggle } from '../ForTradeToggle.tsx';
import { completenessOf, completenessText } from '../copy-facts.ts';
import { professionalGradeFacts } from '../professional-grade.ts';
import { ProfessionalGradeFields } from '../ProfessionalGradeFields.tsx';
import { ReleaseFields } from '../ReleaseFields.tsx';
import { Section } from './Section.tsx';

const NOT_SET = 'Not set';

function yesNo(value: boolean | null): string {
  return value === null ? NOT_SET : value ? 'Yes' : 'No';
}

function CollectorFacts({ item }: { item: InventoryItem }) {
  const facts: [string, ReactNode][] = [
    ['Condition', <ConditionBadge key="c" condition={item.condition} />],
    ...costFacts(item),
    ['Purchase Date', item.purchase_date ? formatDisplayDate(item.purchase_date) : NOT_SET],
    ['Box Condition', item.box_condition ?? NOT_SET],
    ['Release', describeRelease(item.release, item.reissue)],
    ['Completeness', completenessText(item) ?? NOT_SET],
    ['Packaging Type', item.packaging_type ? PACKAGING_TYPE_LABELS[item.packaging_type] : NOT_SET],
    [
      'Storage Location',
      item.place_id === null ? (
        NOT_SET
      ) : (
        <Link key="place" to={`/places/${item.place_id}`} className="text-brand-700 hover:underline dark:text-brand-100">
          {item.storage_location}
        </Link>
      ),
    ],
    ['Variant', item.variant ?? NOT_SET],
    ['Limited Edition', yesNo(item.limited_edition)],
    ['Custom Modifications', item.custom_modifications ?? NOT_SET],
    ...professionalGradeFacts(item),
    ['Added', formatDisplayDate(item.created_at)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3 border-b border-gray-100 pb-1.5 dark:border-gray-800">
          <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
          <dd className={`text-right font-medium ${value === NOT_SET ? 'font-normal text-gray-500 dark:text-gray-400' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FormProps {
  item: InventoryItem;
  form: EditForm;
  onChange: (change: Partial<EditForm>) => void;
  validation: FormErrors;
}

function CollectorForm({ item, form, onChange, validation }: FormProps) {
  const id = useId();
  // The places there are, offered as the copy's storage location (a path typed that names none makes it).
  const places = usePlaces().data ?? [];
  const { errors, control } = validation;
  const checklist = describeCompleteness(completenessOf({ ...item, completeness_from_checklist: true }));
  // An empty completeness follows the accessory checklist: its option says what the checklist says now.
  const unset: Partial<Record<keyof EditForm, string>> = { completeness: `From the accessory checklist (${checklist ?? 'nothing ticked'})` };
  const choice = <K extends keyof EditForm & keyof typeof FIELD_LABELS>(key: K, values: readonly string[], labels?: Record<string, string>) => (
    <Field label={FIELD_LABELS[key]} htmlFor={`${id}-${key}`} error={errors[key]}>
      <Select {...control(key, `${id}-${key}`)} value={form[key] as string} onChange={(e) => onChange({ [key]: e.target.value } as Partial<EditForm>)}>
        <option value="">{unset[key] ?? NOT_SET}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels?.[v] ?? v}
          </option>
        ))}
      </Select>
    </Field>
  );
  const text = (key: 'storage_location' | 'variant' | 'custom_modifications', max: number, list?: string) => (
    <Field
      label={FIELD_LABELS[key]}
      htmlFor={`${id}-${key}`}
      error={errors[key]}
      hint={key === 'storage_location' ? 'Pick a place, or type a new one as a path: Garage > Shelf 2 > Tote B.' : undefined}
    >
      <Input {...control(key, `${id}-${key}`)} value={form[key]} maxLength={max} list={list} autoComplete="off" onChange={(e) => onChange({ [key]: e.target.value })} />
    </Field>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <CostFields inputs={form} onChange={onChange} validation={validation} />
      </div>
      <ConditionSelect id={`${id}-condition`} value={form.condition} onChange={(condition) => onChange({ condition })} error={errors.condition} />
      <Field label={FIELD_LABELS.purchase_date} htmlFor={`${id}-date`} error={errors.purchase_date}>
        <Input {...control('purchase_date', `${id}-date`)} {...pastDateInputRules()} value={form.purchase_date} onChange={(e) => onChange({ purchase_date: e.target.value })} />
      </Field>
      {choice('box_condition', BOX_CONDITIONS)}
      {choice('completeness', COMPLETENESS_VALUES)}
      {choice('packaging_type', PACKAGING_TYPES, PACKAGING_TYPE_LABELS)}
      {text('storage_location', LIMITS.storageLocation, `${id}-places`)}
      <datalist id={`${id}-places`}>
        {places.map((place) => (
          <option key={place.id} value={place.path} />
        ))}
      </datalist>
      {text('variant', LIMITS.variant)}
      {choice('limited_edition', ['yes', 'no'], { yes: 'Yes', no: 'No' })}
      {text('custom_modifications', LIMITS.customModifications)}
      <div className="sm:col-span-2">
        <ReleaseFields inputs={form} onChange={onChange} validation={validation} />
      </div>
      <div className="sm:col-span-2">
        <ProfessionalGradeFields inputs={form} onChange={onChange} validation={validation} />
      </div>
      <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">Added {formatDisplayDate(item.created_at)}</p>
    </div>
  );
}

/** The collector's own facts about this copy: read in view mode, form fields in edit mode. */
export function CollectorInfoSection({ item, form, onChange, validation }: { item: InventoryItem; form: EditForm | null; onChange: (change: Partial<EditForm>) => void; validation: FormErrors }) {
  return (
    <Section title="Collector Information" icon={<ClipboardList className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {form ? (
        <CollectorForm item={item} form={form} onChange={onChange} validation={validation} />
      ) : (
        <div className="space-y-3">
          <ForTradeToggle item={item} />
          <CollectorFacts item={item} />
        </div>
      )}
    </Section>
  );
}
