import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import type { InventoryItem } from '@tmnt/domain';
import { Card } from '../../../components/Card.tsx';
import { AccessoriesChecklist } from '../dialog/AccessoriesChecklist.tsx';
import { FigureImage } from '../../../components/FigureImage.tsx';
import { GradingWizard } from '../../grading/index.ts';
import { WantedCopyOffer } from '../../wants/index.ts';
import { AddCopyDialog, SellDialog } from '../copy-dialogs.ts';
import { GradingPhotos, GradingReport } from '../GradingReport.tsx';
import { SaleSummary } from '../sale/SaleSummary.tsx';
import { DeleteItemDialog } from './DeleteItemDialog.tsx';
import { ItemActions } from './ItemActions.tsx';
import { ItemEditForm } from './ItemEditForm.tsx';
import { ItemFacts } from './ItemFacts.tsx';
import { CopyTags } from '../CopyTags.tsx';
import { ItemPhotos } from './ItemPhotos.tsx';

interface ItemDetailsProps {
  item: InventoryItem;
  /** Whether this copy was just added with Add Copy (it then offers to take its figure off the want list). */
  justAdded: boolean;
  /** A copy added with Add Copy: the page goes on to it. */
  onCopyAdded: (copy: InventoryItem) => void;
}

/** One copy in the collection: viewing or editing (spec section 4, Inventory page). */
export function ItemDetails({ item, justAdded, onCopyAdded }: ItemDetailsProps) {
  // ?edit=1 opens it in edit mode (the scan's "Add what it cost" comes here).
  const [editing, setEditing] = useState(useSearchParams()[0].get('edit') === '1');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Whether the grading flow is open (spec section 4): closed on completion or cancel; the item reloads on a grade.
  const [grading, setGrading] = useState(false);
  const [selling, setSelling] = useState(false);
  const [addingCopy, setAddingCopy] = useState(false);
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-6 md:flex-row">
        <div className="flex flex-col gap-3 md:w-56 md:shrink-0">
          <FigureImage src={item.image_url} name={item.name} className="aspect-square w-40 self-center md:w-full" />
          <Link
            to={`/figures/${item.figure_id}`}
            className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <BookOpen className="h-4 w-4" aria-hidden="true" /> View Figure Details
          </Link>
        </div>
        <div className="min-w-0 flex-1 space-y-5">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
            <div>
              <h1 className="text-2xl font-bold">{item.name}</h1>
              <p className="text-gray-600 dark:text-gray-300">
                {item.series} · {item.year}
              </p>
            </div>
            {!editing && (
              <ItemActions
                onGrade={() => setGrading(true)}
                onEdit={() => setEditing(true)}
                onAddCopy={() => setAddingCopy(true)}
                onSell={item.sale ? undefined : () => setSelling(true)}
                onDelete={() => setConfirmingDelete(true)}
              />
            )}
          </div>
          {justAdded && <WantedCopyOffer figureId={item.figure_id} packaging={item.packaging_type} />}
          {item.sale && <SaleSummary item={item} sale={item.sale} />}
          {editing ? <ItemEditForm item={item} onDone={() => setEditing(false)} /> : <ItemFacts item={item} />}
          {!editing && (
            <section aria-labelledby="copy-tags" className="space-y-2">
              <h2 id="copy-tags" className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">
                Tags
              </h2>
              <CopyTags item={item} />
            </section>
          )}
        </div>
      </Card>
      <Card aria-label="Accessories">
        <AccessoriesChecklist item={item} />
      </Card>
      <ItemPhotos item={item} />
      <GradingPhotos photos={item.grading_photos} />
      <GradingReport item={item} />
      {addingCopy && (
        <AddCopyDialog
          copy={item}
          onCancel={() => setAddingCopy(false)}
          onAdded={(copy) => {
            setAddingCopy(false);
            onCopyAdded(copy);
          }}
        />
      )}
      {selling && <SellDialog item={item} onClose={() => setSelling(false)} />}
      {confirmingDelete && <DeleteItemDialog itemId={item.id} onClose={() => setConfirmingDelete(false)} />}
      {grading && <GradingWizard inventoryId={item.id} figureName={item.name} onComplete={() => setGrading(false)} onCancel={() => setGrading(false)} />}
    </div>
  );
}
