import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import { formatCopyValue, searchableText, searchNeedle } from '@tmnt/domain';
import { ConditionBadge } from '../../components/Badge.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Input } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import { Loading } from '../../components/Spinner.tsx';
import { AsOf } from './AsOf.tsx';
import { PendingMark } from './PendingMark.tsx';
import { usePocket } from './store.ts';
import { usePocketImage } from './usePocketImage.ts';
import { pocketView, type ShownCopy } from './view.ts';

/** How many copies the list shows at once: a search narrows it (a phone at a show looks for one figure). */
const SHOWN = 100;

function CopyRow({ copy, name, thumbnail, detail }: { copy: ShownCopy; name: string; thumbnail: string | null; detail: string }) {
  const picture = usePocketImage(thumbnail);
  return (
    <li>
      <Link to={`/inventory/${copy.ref}`} className="flex items-center gap-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800/60">
        <FigureImage src={picture} name={name} className="h-10 w-10 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{name}</span>
          <span className="block text-xs text-gray-600 dark:text-gray-400">{detail}</span>
        </span>
        <span className="flex flex-col items-end gap-1">
          <ConditionBadge condition={copy.condition} />
          {copy.pending && <PendingMark needsLook={copy.needsLook} />}
        </span>
      </Link>
    </li>
  );
}

/** The collection from the phone's copy (offline): searchable, each copy to its page, marks on what waits to sync. */
export function PocketCollection() {
  const snapshot = usePocket();
  const [text, setText] = useState('');
  const needle = searchNeedle(useDeferredValue(text));
  const copies = pocketView(snapshot).copies;
  const found = useMemo(() => {
    if (!needle) return copies;
    return copies.filter((copy) => {
      const figure = snapshot.figures.get(copy.figure_id);
      return figure && searchableText({ ...figure, notes: copy.notes, storage_location: copy.storage_location, tags: copy.tags, variant: copy.variant, upc: figure.upcs.join(' ') }).includes(needle);
    });
  }, [copies, needle, snapshot.figures]);
  if (!snapshot.loaded) return <Loading text="Loading..." />;
  if (snapshot.meta === null) {
    return <EmptyState icon={<WifiOff className="h-12 w-12" />} title="Your collection is on the server, out of reach" hint="This phone holds no copy of it: next time, Get ready for a show (Scan page or Settings) before leaving home." />;
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">My Collection</h1>
      <Card className="space-y-3">
        <Input type="search" aria-label="Search the collection" placeholder="Search by name, notes, storage location..." value={text} onChange={(e) => setText(e.target.value)} />
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="pocket-count">
          {found.length === copies.length ? `${copies.length} copies` : `${found.length} of ${copies.length} copies`}
          {found.length > SHOWN && `: the first ${SHOWN} shown, search to narrow`}
        </p>
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {found.slice(0, SHOWN).map((copy) => {
            const figure = snapshot.figures.get(copy.figure_id);
            const value = copy.value ? formatCopyValue(copy.value.estimated_value, copy.value.value_basis) : 'valued once synced';
            const detail = [figure && `${figure.year} · ${figure.series}`, copy.packaging_type && packagingWord(copy.packaging_type), copy.storage_location, value].filter(Boolean).join(' · ');
            return <CopyRow key={copy.ref} copy={copy} name={figure?.name ?? `Figure #${copy.figure_id}`} thumbnail={figure?.thumbnail_url ?? null} detail={detail} />;
          })}
        </ul>
        {snapshot.meta && <AsOf asOf={snapshot.meta.asOf} />}
      </Card>
    </div>
  );
}
