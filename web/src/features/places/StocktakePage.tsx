import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Camera, CheckCircle2, ScanBarcode } from 'lucide-react';
import { LIMITS, parseId, plural, type Figure, type InventoryItem, type PlaceCheck } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { useBulkChange } from '../../api/bulk.ts';
import { useInventory, useUpdateItem } from '../../api/inventory.ts';
import { usePlace, usePlaces, useRecordCheck } from '../../api/places.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { inputClasses } from '../../components/Field.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { AddByNameDialog, LazyCameraScanner } from '../scan/index.ts';
import { PickByName } from './stocktake/PickByName.tsx';
import { ScanOutcomeCard } from './stocktake/ScanOutcomeCard.tsx';
import { TallyList } from './stocktake/TallyList.tsx';
import { useStocktake } from './stocktake/useStocktake.ts';

const NO_COPIES: InventoryItem[] = [];

/** The code field: a USB scanner types a code and Enter; a typed code is counted on Enter or "Count". */
function CodeField({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = () => {
    if (code.trim() === '') return;
    onCode(code.trim());
    setCode('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className="space-y-1">
      <label htmlFor="stocktake-code" className="text-sm font-medium text-gray-700 dark:text-gray-200">
        Scan or type a barcode
      </label>
      <div className="flex gap-2">
        <input
          id="stocktake-code"
          // The field is what a USB scanner types into: it keeps the focus.
          autoFocus
          value={code}
          maxLength={LIMITS.upc}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={onKeyDown}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} font-mono text-base tracking-wider`}
        />
        <Button onClick={submit} disabled={code.trim() === ''} className="shrink-0">
          <ScanBarcode className="h-4 w-4" aria-hidden="true" /> Count
        </Button>
      </div>
    </div>
  );
}

/** The check recorded: its counts and the copies missing. */
function Done({ check, placeName, placeId }: { check: PlaceCheck; placeName: string; placeId: number }) {
  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="h-5 w-5 text-green-700 dark:text-green-400" aria-hidden="true" /> {placeName} is checked
      </h2>
      <p data-testid="check-result" className="text-sm">
        {check.found} of {plural(check.expected, 'copy', 'copies')} found, {check.missing === 0 ? 'none missing' : `${check.missing} missing`}
        {check.not_expected > 0 && `, ${check.not_expected} here that ${check.not_expected === 1 ? 'is' : 'are'} recorded elsewhere`}.
      </p>
      {check.missing_copies.length > 0 && (
        <ul className="list-inside list-disc text-sm text-amber-900 dark:text-amber-200">
          {check.missing_copies.map((copy) => (
            <li key={copy.id}>
              <Link to={`/inventory/${copy.id}`} className="underline">
                {copy.name} #{copy.id}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/places/${placeId}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-100">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to {placeName}
      </Link>
    </Card>
  );
}

/** /places/{id}/check: a stocktake of a place, by scanning (camera, USB scanner, typed) or picking by name. */
export function StocktakePage() {
  const id = parseId(useParams().id);
  const place = usePlace(id ?? 0, id !== null);
  const places = usePlaces();
  const inventory = useInventory();
  const copies = inventory.data ?? NO_COPIES;
  const stocktake = useStocktake(id ?? 0, places.data ?? [], copies);
  const [camera, setCamera] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const move = useBulkChange();
  const update = useUpdateItem();
  const record = useRecordCheck();
  const [done, setDone] = useState<PlaceCheck | null>(null);
  const top = useRef<HTMLDivElement>(null);

  if (id === null || (place.isError && place.error instanceof ApiError && place.error.status === 404)) return <NotFound title="Place not found" hint="No place has this number: it may have been deleted." />;
  if (place.isPending || places.isPending || inventory.isPending) return <Loading text="Loading the place..." />;
  if (place.isError) return <p role="alert">Could not load this place: {place.error.message}</p>;
  const { name } = place.data;
  const { tally, log } = stocktake;
  const moveHere = (ids: number[]) => move.mutate({ ids, set: { place_id: id } });
  const counted = new Set(stocktake.counted);

  /** A copy added by name for a code the catalogue does not know (or one more of a figure): it is here, and counted. */
  const addedHere = ({ item }: { figure: Figure; item: InventoryItem }) =>
    update.mutate({ id: item.id, patch: { place_id: id } }, { onSuccess: (moved) => stocktake.count(moved) });

  return (
    <div className="space-y-4" ref={top}>
      <Link to={`/places/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {place.data.path}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">Check {name}</h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Scan each figure's barcode or a copy's label, or pick it by name. Several copies of one figure count one by one.
        </p>
      </div>

      {done ? (
        <Done check={done} placeName={name} placeId={id} />
      ) : (
        <>
          <Card className="space-y-4">
            <CodeField onCode={stocktake.scan} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
                <Camera className="h-4 w-4" aria-hidden="true" /> {camera ? 'Stop the camera' : 'Scan with the camera'}
              </Button>
            </div>
            {camera && (
              <Suspense fallback={<Loading text="Starting camera..." />}>
                <LazyCameraScanner onDetected={(code) => stocktake.scan(code)} onUseManual={() => setCamera(false)} />
              </Suspense>
            )}
            {log[0] && <ScanOutcomeCard key={log[0].key} scan={log[0]} onAdd={(figure) => setAdding(figure)} />}
            <PickByName copies={copies} counted={counted} onPick={stocktake.count} />
          </Card>

          <p className="text-sm font-medium tabular-nums" data-testid="stocktake-progress">
            {tally.found.length} of {plural(tally.found.length + tally.notFound.length, 'copy', 'copies')} recorded here found
            {tally.notExpected.length > 0 && `, ${tally.notExpected.length} from elsewhere`}
          </p>
          <div className="grid gap-3 lg:grid-cols-3">
            <TallyList tone="found" title="Found" copies={tally.found} empty="Nothing counted here yet." />
            <TallyList
              tone="elsewhere"
              title="Not expected here"
              copies={tally.notExpected}
              showPlace
              empty="Every copy counted is recorded here."
              actions={
                tally.notExpected.length > 1 && (
                  <Button size="sm" variant="secondary" disabled={move.isPending} onClick={() => moveHere(tally.notExpected.map((c) => c.id))}>
                    Move all here
                  </Button>
                )
              }
              each={(copy) => (
                <Button size="sm" variant="secondary" disabled={move.isPending} onClick={() => moveHere([copy.id])} aria-label={`Move ${copy.name} #${copy.id} here`}>
                  Move here
                </Button>
              )}
            />
            <TallyList tone="missing" title="Not found yet" copies={tally.notFound} empty="Every copy recorded here is found." />
          </div>
          {move.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">Could not move: {move.error.message}</p>}
          {record.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">Could not record the check: {record.error.message}</p>}
          <div className="flex justify-end">
            <Button
              size="lg"
              disabled={record.isPending}
              onClick={() =>
                record.mutate(
                  { id, check: { counted: stocktake.counted } },
                  {
                    onSuccess: (check) => {
                      setDone(check);
                      top.current?.scrollIntoView({ block: 'start' });
                    },
                  },
                )
              }
            >
              <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> {record.isPending ? 'Recording...' : 'Done'}
            </Button>
          </div>
        </>
      )}
      {adding !== null && <AddByNameDialog initialText={adding} onAdded={addedHere} onClose={() => setAdding(null)} />}
    </div>
  );
}
