import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeDollarSign, Check, CopyPlus, Pencil, Tag, Trash2, X } from 'lucide-react';
import { copyGrade, inventoryPatchSchema, packagingTier, parseAccessories, subTierOf, type InventoryItem } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { inventoryKeys, useDeleteItem, useInventoryItem, useUpdateItem } from '../../api/inventory.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { GradingWizard } from '../grading/index.ts';
import { WantedCopyOffer } from '../wants/index.ts';
import { AddCopyDialog, SellDialog } from './copy-dialogs.ts';
import { CollectorInfoSection } from './dialog/CollectorInfoSection.tsx';
import { Section } from './dialog/Section.tsx';
import { CopyTags } from './CopyTags.tsx';
import { DeleteConfirmDialog } from './dialog/DeleteConfirmDialog.tsx';
import { EDIT_FIELDS, formFromItem, formValues, patchFromForm, type EditForm } from './edit-form.ts';
import { FigureDetailsSection } from './dialog/FigureDetailsSection.tsx';
import { MarketPricingSection } from './dialog/MarketPricingSection.tsx';
import { MarketValueSection } from './dialog/MarketValueSection.tsx';
import { NotesSection } from './dialog/NotesSection.tsx';
import { OtherCopiesSection } from './dialog/OtherCopiesSection.tsx';
import { PhotosSection } from './dialog/PhotosSection.tsx';
import { GradingPhotos, GradingReport } from './GradingReport.tsx';
import { SaleSummary } from './sale/SaleSummary.tsx';

interface InventoryDialogProps {
  /** Null when the address names no valid id. */
  itemId: number | null;
  onClose: () => void;
  /** Show another copy (after 'View This Copy' or 'Add Another Copy'). */
  onSwitch: (itemId: number) => void;
}

/**
 * The inventory detail dialog of one copy. A switch to another copy starts afresh (view mode, top of the dialog); a
 * copy just added here opens with the offer to take its figure off the want list, when it was wanted in its tier.
 */
export function InventoryDialog(props: InventoryDialogProps) {
  const [added, setAdded] = useState<InventoryItem | null>(null);
  return <ItemDialog key={props.itemId ?? 'invalid'} {...props} added={added?.id === props.itemId ? added : null} onCopyAdded={setAdded} />;
}

interface ItemDialogProps extends InventoryDialogProps {
  /** This copy, when it was just added with 'Add Copy'. */
  added: InventoryItem | null;
  onCopyAdded: (item: InventoryItem) => void;
}

const alertClasses = 'rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200';

function ItemDialog({ itemId, onClose, onSwitch, added, onCopyAdded }: ItemDialogProps) {
  const validId = itemId !== null;
  // The item as it was when its deletion started: shown until the dialog closes, and its query stays off
  // meanwhile so a deleted item never flashes 'Item not found'.
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const query = useInventoryItem(itemId ?? 0, validId && deleting === null);
  const item = query.data ?? deleting;
  const [form, setForm] = useState<EditForm | null>(null);
  const [modal, setModal] = useState<'add-copy' | 'delete' | 'grade' | 'sell' | null>(null);
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const client = useQueryClient();
  const validation = useFormErrors<HTMLDivElement>(EDIT_FIELDS);

  const notFound = !validId || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound || (query.isError && !item)) {
    return (
      <Dialog title={notFound ? 'Item not found' : 'Could not load the item'} onClose={onClose}>
        <p role="alert" className={notFound ? 'text-sm' : alertClasses}>
          {notFound ? 'Item not found. It may have been deleted.' : query.error?.message}
        </p>
      </Dialog>
    );
  }
  if (!item) {
    return (
      <Dialog title="Loading..." onClose={onClose} size="xl">
        <Loading text="Loading item details..." />
      </Dialog>
    );
  }

  const startEdit = () => {
    validation.reset();
    setForm(formFromItem(item));
  };
  const cancelEdit = () => {
    update.reset();
    validation.reset();
    setForm(null);
  };
  const change = (fields: Partial<EditForm>) => {
    validation.clear(...Object.keys(fields));
    setForm((f) => f && { ...f, ...fields });
  };
  const save = () => {
    if (!form) return;
    // Every field is checked, changed or not, with the API's own schema (and the browser's reading of the inputs).
    if (!validation.check(inventoryPatchSchema, formValues(form))) return;
    const patch = patchFromForm(item, form);
    if (Object.keys(patch).length === 0) return setForm(null);
    update.mutate(
      { id: item.id, patch },
      {
        onSuccess: (saved) => {
          client.setQueryData(inventoryKeys.detail(item.id), saved);
          setForm(null);
        },
        onError: validation.showFailure,
      },
    );
  };
  const confirmDelete = () => {
    setDeleting(item);
    remove.mutate(item.id, { onSuccess: onClose, onError: () => setDeleting(null) });
  };

  const actions = form ? (
    <>
      <Button size="sm" onClick={save} disabled={update.isPending}>
        <Check className="h-4 w-4" aria-hidden="true" />
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Button size="sm" variant="secondary" onClick={cancelEdit} disabled={update.isPending}>
        <X className="h-4 w-4" aria-hidden="true" />
        Cancel
      </Button>
    </>
  ) : (
    <>
      <Button size="sm" variant="secondary" onClick={startEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit
      </Button>
      <Button size="sm" variant="secondary" className="max-sm:hidden" onClick={() => setModal('add-copy')}>
        <CopyPlus className="h-4 w-4" aria-hidden="true" />
        Add Copy
      </Button>
      {!item.sale && (
        <Button size="sm" variant="secondary" onClick={() => setModal('sell')}>
          <BadgeDollarSign className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Mark as Sold</span>
        </Button>
      )}
      <button
        type="button"
        aria-label="Delete"
        onClick={() => setModal('delete')}
        className="rounded-lg p-2 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-red-300 dark:hover:bg-red-950"
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
    </>
  );

  return (
    <>
      <Dialog title={item.name} onClose={onClose} actions={actions} size="xl">
        <div ref={validation.ref} className="space-y-4">
          {form && <FormError error={validation.formError} prefix="Could not save: " />}
          {added && <WantedCopyOffer figureId={added.figure_id} packaging={added.packaging_type} />}
          {item.sale && <SaleSummary item={item} sale={item.sale} />}
          <PhotosSection item={item} editing={form !== null} onGrade={() => setModal('grade')} />
          <GradingPhotos photos={item.grading_photos} />
          <GradingReport item={item} title="Professional AI Grading Report" />
          <div className="grid gap-4 md:grid-cols-2">
            <FigureDetailsSection item={item} />
            <div className="space-y-4">
              <MarketPricingSection figureId={item.figure_id} yours={{ tier: packagingTier(item.packaging_type), graded: copyGrade(item), sub: subTierOf(item.value_basis) }} />
              <MarketValueSection item={item} />
            </div>
          </div>
          <CollectorInfoSection item={item} form={form} onChange={change} validation={validation} />
          <Section title="Tags" icon={<Tag className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
            <CopyTags item={item} />
          </Section>
          <OtherCopiesSection itemId={item.id} figureId={item.figure_id} onSwitch={onSwitch} />
          <NotesSection notes={item.notes} editing={form !== null} value={form?.notes ?? ''} onChange={(notes) => change({ notes })} validation={validation} />
        </div>
      </Dialog>
      {modal === 'add-copy' && (
        <AddCopyDialog
          copy={item}
          onCancel={() => setModal(null)}
          onAdded={(copy) => {
            setModal(null);
            onCopyAdded(copy);
            onSwitch(copy.id);
          }}
        />
      )}
      {modal === 'grade' && (
        <GradingWizard
          inventoryId={item.id}
          figureName={item.name}
          expectedAccessories={parseAccessories(item.accessories)}
          onComplete={() => setModal(null)}
          onCancel={() => setModal(null)}
        />
      )}
      {modal === 'sell' && <SellDialog item={item} onClose={() => setModal(null)} />}
      {modal === 'delete' && (
        <DeleteConfirmDialog
          figureName={item.name}
          deleting={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onCancel={() => setModal(null)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
