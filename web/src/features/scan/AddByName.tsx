import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Check, CheckCircle2, PlusCircle } from 'lucide-react';
import { DEFAULT_CONDITION, LIMITS, newCopySchema, type Condition, type Figure, type InventoryItem } from '@tmnt/domain';
import { useAddCopy } from '../../api/inventory.ts';
import { Badge, ConditionBadge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { ConditionSelect } from '../../components/ConditionSelect.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { COST_FIELDS, COST_INPUTS, CostFields, noCost } from '../../components/CostFields.tsx';
import { Field, FormError, Input } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { FigureOption, FigureSearch, NewFigureDialog, useFigureSearch } from '../figures/index.ts';
import { useOffline } from '../offline/index.ts';
import { changeQueued, queueAddCopy } from '../pocket/index.ts';
import { CompactWantButton, WantedCopyOffer } from '../wants/index.ts';
import { newCopyOf, type CopyChoices } from './add-by-name.ts';
import { packagingWord, usePackagingChoice } from '../../components/packaging-choice.ts';
import { PackagingPicker } from '../../components/PackagingPicker.tsx';

const FIELDS = ['condition', 'packaging_type', 'variant', ...COST_FIELDS] as const;

/** Why a copy cannot be added before its packaging is chosen. */
const CHOOSE_PACKAGING = 'Choose carded or loose: it decides what the copy is worth';

/** A copy just added, and its figure. */
interface AddedCopy {
  figure: Figure;
  item: InventoryItem;
}

interface AddByNameDialogProps {
  /** Text to search for at once (e.g. a name typed into the UPC field). */
  initialText?: string;
  /** The condition to start from (the scan page's). */
  initialCondition?: Condition;
  /** Each copy added (the scan page counts and logs it). */
  onAdded?: (added: AddedCopy) => void;
  onClose: () => void;
}

function AddedMessage({ added, onAgain }: { added: AddedCopy; onAgain: () => void }) {
  const { figure, item } = added;
  return (
    <div
      role="status"
      data-testid="add-by-name-success"
      className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300" aria-hidden="true" />
      <div className="min-w-0 space-y-1.5 text-sm">
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <span>
            Added <strong>{figure.name}</strong> ({figure.year}) as
          </span>
          <ConditionBadge condition={item.condition} />
          {item.packaging_type && <Badge>{packagingWord(item.packaging_type)}</Badge>}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={`/inventory/${item.id}`} className="font-medium text-green-800 underline hover:no-underline dark:text-green-200">
            View the copy
          </Link>
          <button type="button" onClick={onAgain} className="font-medium text-green-800 underline hover:no-underline dark:text-green-200">
            Add another {figure.name}
          </button>
        </p>
      </div>
    </div>
  );
}

/** A copy just added: what was added, and the offer to take its figure off the want list when it was wanted. */
function AddedNotice({ added, onAgain }: { added: AddedCopy; onAgain: () => void }) {
  return (
    <div className="space-y-2">
      <AddedMessage added={added} onAgain={onAgain} />
      <WantedCopyOffer key={added.item.id} figureId={added.figure.id} packaging={added.item.packaging_type} />
    </div>
  );
}

/** A copy queued on the phone while the server is out of reach: it goes to the collection when the server answers. */
function QueuedMessage({ figure }: { figure: Figure }) {
  return (
    <div
      role="status"
      data-testid="add-by-name-queued"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p>
        Added <strong>{figure.name}</strong> ({figure.year}) on this phone: waiting to sync, it goes to your collection as soon as the server answers.
      </p>
    </div>
  );
}

interface CopyFormProps {
  figure: Figure;
  choices: CopyChoices;
  onChange: (change: Partial<CopyChoices>) => void;
  onBack: () => void;
  onAdded: (item: InventoryItem) => void;
  /** Added with the server out of reach: queued on the phone. */
  onQueued: () => void;
}

/** The chosen figure, and how the copy is: condition, packaging, variant. */
function CopyForm({ figure, choices, onChange, onBack, onAdded, onQueued }: CopyFormProps) {
  const id = useId();
  const addCopy = useAddCopy();
  const offline = useOffline();
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const change = (next: Partial<CopyChoices>) => {
    validation.clear(...Object.keys(next).map((key) => (key === 'packaging' ? 'packaging_type' : key)));
    onChange(next);
  };

  const submit = () => {
    if (choices.packaging === null) return validation.show([{ field: 'packaging_type', error: CHOOSE_PACKAGING }]);
    const body = newCopyOf(figure.id, choices);
    if (!validation.check(newCopySchema, body)) return;
    if (offline) return void queueAddCopy(body).then(changeQueued).then(onQueued, validation.showFailure);
    addCopy.mutate(body, { onSuccess: onAdded, onError: validation.showFailure });
  };

  return (
    <ValidatedForm validation={validation} onSubmit={submit} className="space-y-4">
      <div className="flex items-center gap-3 rounded-lg border border-gray-200 p-2 dark:border-gray-700">
        <FigureImage src={figure.thumbnail_url ?? figure.image_url} name={figure.name} className="h-14 w-14 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words" data-testid="add-by-name-figure">
            {figure.name}
          </p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {figure.year} · {figure.series}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={`Choose another figure than ${figure.name}`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Change
        </Button>
      </div>

      <ConditionSelect id={`${id}-condition`} value={choices.condition} onChange={(condition) => change({ condition })} error={errors.condition} />
      <PackagingPicker name={`${id}-packaging`} value={choices.packaging} onChange={(packaging) => change({ packaging })} error={errors.packaging_type} />
      <Field label="Variant (optional)" htmlFor={`${id}-variant`} error={errors.variant}>
        <Input
          {...control('variant', `${id}-variant`, figure.variants.length > 0 ? `${id}-variants` : undefined)}
          maxLength={LIMITS.variant}
          autoComplete="off"
          placeholder={figure.variants.length > 0 ? 'Pick one below, or type it' : 'e.g. soft head'}
          value={choices.variant}
          onChange={(e) => change({ variant: e.target.value })}
        />
        {figure.variants.length > 0 && (
          <div id={`${id}-variants`} className="flex flex-wrap items-center gap-2 pt-1">
            <span className="text-xs text-gray-600 dark:text-gray-400">Known variants:</span>
            {figure.variants.map((variant) => (
              <button
                key={variant}
                type="button"
                aria-pressed={choices.variant === variant}
                onClick={() => change({ variant: choices.variant === variant ? '' : variant })}
                className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-sm transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-medium aria-pressed:text-brand-700 dark:border-gray-600 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-900/40 dark:aria-pressed:text-brand-100"
              >
                {choices.variant === variant && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
                {variant}
              </button>
            ))}
          </div>
        )}
      </Field>
      <details className="min-w-0 rounded-lg border border-gray-200 p-3 dark:border-gray-700" open={COST_INPUTS.some((field) => choices[field] !== '')}>
        <summary className="cursor-pointer text-sm font-medium">What it cost (optional)</summary>
        <div className="pt-3">
          <CostFields inputs={choices} onChange={change} validation={validation} />
        </div>
      </details>
      <FormError error={validation.formError} prefix="Could not add the copy: " />
      <Button type="submit" size="lg" disabled={addCopy.isPending} className="w-full">
        <PlusCircle className="h-5 w-5" aria-hidden="true" />
        {addCopy.isPending ? 'Adding...' : 'Add to collection'}
      </Button>
    </ValidatedForm>
  );
}

/**
 * "Add by name": find a figure by what the collector calls it (ranked: names, nicknames, spellings, series, years,
 * typos), say how the copy is (condition; carded or loose, which decides its value; a variant), and add it. Ready
 * for the next one after each; a figure the catalogue lacks can be added from here.
 */
export function AddByNameDialog({ initialText = '', initialCondition = DEFAULT_CONDITION, onAdded, onClose }: AddByNameDialogProps) {
  const search = useFigureSearch(initialText);
  const [figure, setFigure] = useState<Figure | null>(null);
  const [rememberedPackaging, rememberPackaging] = usePackagingChoice();
  const [choices, setChoices] = useState<CopyChoices>(() => ({ condition: initialCondition, packaging: rememberedPackaging, variant: '', ...noCost() }));
  const [added, setAdded] = useState<AddedCopy | null>(null);
  const [queued, setQueued] = useState<Figure | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  const choose = (next: Figure) => {
    setFigure(next);
    setChoices((c) => ({ ...c, variant: '' }));
  };
  const changeChoices = (change: Partial<CopyChoices>) => {
    if (change.packaging) rememberPackaging(change.packaging);
    setChoices((c) => ({ ...c, ...change }));
  };
  const copyAdded = (item: InventoryItem) => {
    if (!figure) return;
    const copy = { figure, item };
    setAdded(copy);
    setQueued(null);
    onAdded?.(copy);
    setFigure(null);
    search.setText('');
  };
  const copyQueued = () => {
    setQueued(figure);
    setAdded(null);
    setFigure(null);
    search.setText('');
  };

  return (
    <>
      <Dialog title="Add by name" onClose={onClose}>
        <div className="space-y-4">
          {added && <AddedNotice added={added} onAgain={() => choose(added.figure)} />}
          {queued && <QueuedMessage figure={queued} />}
          {figure === null ? (
            <FigureSearch
              search={search}
              id="add-by-name-search"
              label="Figure name"
              placeholder="e.g. leo 1988, star trek, movie 3"
              focusOnShow
              onPickFirst={choose}
              onAddMissing={setMissing}
              renderFigure={(f) => <FigureOption key={f.id} figure={f} onChoose={choose} aside={<CompactWantButton figure={f} />} />}
            />
          ) : (
            <CopyForm figure={figure} choices={choices} onChange={changeChoices} onBack={() => setFigure(null)} onAdded={copyAdded} onQueued={copyQueued} />
          )}
        </div>
      </Dialog>
      {missing !== null && (
        <NewFigureDialog
          initialText={missing}
          intro="You then say how your copy is, and it is added."
          submitLabel="Add figure and continue"
          onCancel={() => setMissing(null)}
          onCreated={(created) => {
            setMissing(null);
            choose(created);
          }}
        />
      )}
    </>
  );
}
