import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_CONDITION, labelTarget, type BarcodeFormat, type Condition, type Figure, type PackagingType } from '@tmnt/domain';
import { Badge } from '../../components/Badge.tsx';
import { Card } from '../../components/Card.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { ConditionSelect } from '../../components/ConditionSelect.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { AddByNameDialog, LazyCameraScanner } from './index.ts';
import { ManualEntry } from './ManualEntry.tsx';
import { ModeTabs, panelId, tabId, type ScanMode } from './ModeTabs.tsx';
import { usePackagingChoice } from '../../components/packaging-choice.ts';
import { PackagingPicker, PackagingSelect } from '../../components/PackagingPicker.tsx';
import { PhoneScanCard } from './PhoneScanCard.tsx';
import { ResultCard } from './ResultCard.tsx';
import type { UnknownCode } from './scan-outcome.ts';
import { REFOCUS_DELAY_MS } from './scan-timings.ts';
import { ScanLog } from './ScanLog.tsx';
import { CameraTips, UsbScannerTips } from './ScanTips.tsx';
import { useScanFlow } from './useScanFlow.ts';
import { useOffline } from '../offline/index.ts';
import { changeQueued, CheckAnswer, currentPocket, figuresForCode, loadPocket, prepareForShow, queueAddCopy, syncNow, usePocket } from '../pocket/index.ts';
import { WantedCopyOffer } from '../wants/index.ts';
import { PocketScanCard, ScanGetReady, type PocketScan } from './PocketScanCard.tsx';
import { ScanActionToggle, type ScanAction } from './ScanActionToggle.tsx';

const LinkFigurePicker = lazyDialog(() => import('./LinkFigurePicker.tsx').then((m) => m.LinkFigurePicker));

export function ScanPage() {
  const [mode, setMode] = useState<ScanMode>('manual');
  /** Add (the spec's flow, the default) adds a copy of each code; Check answers what you have of it, adding nothing. */
  const [action, setAction] = useState<ScanAction>('add');
  const offline = useOffline();
  const pocket = usePocket();
  const [pocketScan, setPocketScan] = useState<PocketScan | null>(null);
  const [condition, setCondition] = useState<Condition>(DEFAULT_CONDITION);
  // Asked once, then remembered (localStorage): every copy a scan adds gets it, with no question per scan.
  const [packaging, setPackaging] = usePackagingChoice();
  const [linking, setLinking] = useState<UnknownCode | null>(null);
  /** The text "Add by name" was opened with; null while it is closed. */
  const [addingByName, setAddingByName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dialogOpen = linking !== null || addingByName !== null;

  // One pending refocus at a time. Opening the link picker or add by name cancels it: a refocus due from the scan just
  // settled (100 ms after it) would otherwise take the focus from their search box mid-word, and the rest of a name
  // typed there would land in the UPC field behind the dialog (issue 36).
  const focusFieldSoon = useCallback(() => {
    clearTimeout(refocusTimer.current);
    refocusTimer.current = setTimeout(() => input.current?.focus(), REFOCUS_DELAY_MS);
  }, []);
  const refocus = useCallback(() => {
    // Not while the link picker or add by name is open: its search box has the collector's attention.
    if (!dialogOpen) focusFieldSoon();
  }, [dialogOpen, focusFieldSoon]);
  useEffect(() => () => clearTimeout(refocusTimer.current), []);
  const openLinking = (unknown: UnknownCode) => {
    clearTimeout(refocusTimer.current);
    setLinking(unknown);
  };
  const openAddByName = (text: string) => {
    clearTimeout(refocusTimer.current);
    setAddingByName(text);
  };

  const flow = useScanFlow(refocus);
  const { submit, record } = flow;
  // The copy added last (the log is newest first): offered off the want list when its figure was wanted.
  const latest = flow.log.at(0);
  const navigate = useNavigate();
  /**
   * A code answered from the phone's copy: in Check mode (online and offline alike), and in Add mode with the server
   * out of reach, where the copy is queued to sync. Read from memory: the answer is on screen at once.
   */
  const answerFromPocket = useCallback(
    async (code: string, add: boolean) => {
      let snapshot = await loadPocket();
      if (snapshot.meta === null) {
        if (offline) return setPocketScan({ kind: 'not-ready', code });
        setPocketScan({ kind: 'preparing', code });
        try {
          await prepareForShow();
        } catch (error) {
          return setPocketScan({ kind: 'failed', code, message: error instanceof Error ? error.message : 'Could not fetch the collection' });
        }
        snapshot = currentPocket();
      } else if (!offline) {
        // Brought up to date meanwhile: the answer on screen follows.
        void syncNow();
      }
      const figures = figuresForCode(snapshot, code);
      if (figures.length === 0) return setPocketScan({ kind: 'unknown', code, offline });
      if (add && figures.length === 1) {
        await queueAddCopy({ figure_id: figures[0].id, condition, ...(packaging && { packaging_type: packaging }) });
        void changeQueued();
      }
      setPocketScan({ kind: 'answer', code, figures, queued: add && figures.length === 1 ? figures[0] : null, choose: add && figures.length > 1 });
    },
    [offline, condition, packaging],
  );

  const scanCode = useCallback(
    (code: string, format: BarcodeFormat | null = null) => {
      // A label of the app's own (a place's, a copy's QR code) opens what it names.
      const label = labelTarget(code);
      if (label) return void navigate(label.path);
      if (action === 'check' || offline) return void answerFromPocket(code, action === 'add').finally(refocus);
      setPocketScan(null);
      submit({ kind: 'scan', code, format, condition, packaging });
    },
    [action, offline, answerFromPocket, refocus, submit, condition, packaging, navigate],
  );

  /** A shared code's figure, chosen: its copy queued (Add mode with the server out of reach). */
  const queueChosen = (figure: Figure) => {
    if (pocketScan?.kind !== 'answer') return;
    void queueAddCopy({ figure_id: figure.id, condition, ...(packaging && { packaging_type: packaging }) }).then(changeQueued);
    setPocketScan({ ...pocketScan, figures: [figure], queued: figure, choose: false });
  };

  const chooseFigure = (figure: Figure, format: BarcodeFormat | null) => {
    if (!linking) return;
    submit({ kind: 'link', unknown: linking, format, figure, condition, packaging });
    setLinking(null);
  };

  // A condition or packaging picked with the mouse or a finger hands focus back to the UPC field, so the next scan
  // from a USB scanner is not typed into the select. Keyboard users keep focus on the select to step through the options.
  const pickedWithPointer = useRef(false);
  const afterPick = () => {
    if (pickedWithPointer.current) refocus();
    pickedWithPointer.current = false;
  };
  const changeCondition = (next: Condition) => {
    setCondition(next);
    afterPick();
  };
  const changePackaging = (next: PackagingType) => {
    setPackaging(next);
    afterPick();
  };
  // The first choice (the question above the field): answered, it goes, and the field has the focus again.
  const answerPackaging = (next: PackagingType) => {
    setPackaging(next);
    refocus();
  };

  const cancelLinking = () => {
    setLinking(null);
    focusFieldSoon();
  };
  const closeAddByName = () => {
    setAddingByName(null);
    focusFieldSoon();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Scan Figures</h1>
        {flow.scanned > 0 && (
          <Badge color="green" className="text-sm">
            <span data-testid="scanned-count">{flow.scanned} scanned</span>
          </Badge>
        )}
        <p className="w-full text-sm text-gray-600 dark:text-gray-300">
          {action === 'add' ? "Scan or type a figure's barcode to add a copy to your collection." : 'Scan or type a barcode to see whether you own it, want it, and what it is worth: nothing is added.'}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card className="space-y-5">
            <ScanActionToggle
              action={action}
              onChange={(next) => {
                setAction(next);
                setPocketScan(null);
              }}
            />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <ModeTabs mode={mode} onChange={setMode} />
              <div
                hidden={action === 'check'}
                className="grid grid-cols-2 gap-3"
                onPointerDownCapture={() => (pickedWithPointer.current = true)}
                onKeyDownCapture={() => (pickedWithPointer.current = false)}
              >
                <ConditionSelect id="scan-condition" value={condition} onChange={changeCondition} disabled={flow.busy} className="sm:w-40" />
                <PackagingSelect id="scan-packaging" value={packaging} onChange={changePackaging} disabled={flow.busy} className="sm:w-40" />
              </div>
            </div>
            {packaging === null && action === 'add' && (
              <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40">
                <PackagingPicker
                  name="scan-packaging-first"
                  legend="Carded or loose?"
                  description="Copies you scan get this packaging, which decides their value. Asked once; change it under Packaging."
                  compact
                  value={null}
                  onChange={answerPackaging}
                />
              </div>
            )}
            <div role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)}>
              {mode === 'manual' ? (
                <ManualEntry inputRef={input} busy={flow.busy} onSubmit={scanCode} onAddByName={openAddByName} />
              ) : (
                <Suspense fallback={<Loading text="Starting camera..." />}>
                  <LazyCameraScanner onDetected={scanCode} onUseManual={() => setMode('manual')} />
                </Suspense>
              )}
            </div>
          </Card>
          {pocketScan ? (
            <PocketScanCard scan={pocketScan} onChoose={queueChosen} />
          ) : (
            <>
              <ResultCard result={flow.result} onLink={() => flow.result.kind === 'error' && flow.result.unknown && openLinking(flow.result.unknown)} />
              {latest?.ok && <WantedCopyOffer key={latest.id} figureId={latest.figure.id} packaging={latest.packaging} />}
              {/* Add mode shows the same answer as Check, once the phone holds its copy. */}
              {latest?.ok && pocket.meta && <CheckAnswer key={`answer-${latest.id}`} figure={latest.figure} />}
            </>
          )}
        </div>
        <div className="space-y-4">
          <ScanGetReady />
          {mode === 'manual' ? <UsbScannerTips /> : <CameraTips />}
          <ScanLog log={flow.log} />
          <PhoneScanCard />
        </div>
      </div>

      {linking && <LinkFigurePicker unknown={linking} condition={condition} onChoose={chooseFigure} onCancel={cancelLinking} />}
      {addingByName !== null && (
        <AddByNameDialog
          initialText={addingByName}
          initialCondition={condition}
          onAdded={({ figure, item }) => {
            record(figure, item.condition, item.packaging_type, item.id);
            // The packaging chosen there is the last choice: the next scan gets it too.
            if (item.packaging_type) setPackaging(item.packaging_type);
          }}
          onClose={closeAddByName}
        />
      )}
    </div>
  );
}
