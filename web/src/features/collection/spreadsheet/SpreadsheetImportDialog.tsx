import { useState } from 'react';
import type { SpreadsheetImportResult, SpreadsheetPreview } from '@tmnt/domain';
import { useImportSpreadsheet, useSpreadsheetPreview } from '../../../api/spreadsheet.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { ChooseFileStep } from './ChooseFileStep.tsx';
import { MappingStep } from './MappingStep.tsx';
import { ResultStep } from './ResultStep.tsx';
import { RowsStep } from './RowsStep.tsx';

type Step =
  | { name: 'file' }
  | { name: 'columns'; file: File; preview: SpreadsheetPreview }
  | { name: 'lines'; file: File; preview: SpreadsheetPreview }
  | { name: 'done'; result: SpreadsheetImportResult };

const STEPS = [
  ['file', 'File'],
  ['columns', 'Columns'],
  ['lines', 'Lines'],
  ['done', 'Done'],
] as const;

/** Where the collector is in the four steps. */
function Steps({ current }: { current: Step['name'] }) {
  return (
    <ol aria-label="Steps" className="mb-4 flex gap-1 text-xs">
      {STEPS.map(([name, label], i) => (
        <li
          key={name}
          aria-current={name === current ? 'step' : undefined}
          className={`flex-1 rounded-full px-2 py-1 text-center ${name === current ? 'bg-brand-600 font-semibold text-white' : 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300'}`}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** Importing a spreadsheet: choose the file, check its columns, settle its lines, see what was added and refused. */
export function SpreadsheetImportDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'file' });
  const previewing = useSpreadsheetPreview();
  const importing = useImportSpreadsheet();

  const choose = (file: File) => previewing.mutate({ file }, { onSuccess: (preview) => setStep({ name: 'columns', file, preview }) });
  const restart = () => {
    previewing.reset();
    importing.reset();
    setStep({ name: 'file' });
  };

  return (
    <Dialog title="Import a spreadsheet" onClose={onClose} size="xl">
      <Steps current={step.name} />
      {step.name === 'file' && <ChooseFileStep onChoose={choose} reading={previewing.isPending} error={previewing.error?.message ?? null} />}
      {step.name === 'columns' && (
        <MappingStep
          preview={step.preview}
          reading={previewing.isPending}
          error={previewing.error?.message ?? null}
          onBack={restart}
          onNext={(mapping) => {
            const { file } = step;
            // Read again only when the collector changed the mapping.
            if (JSON.stringify(mapping) === JSON.stringify(step.preview.mapping)) setStep({ name: 'lines', file, preview: step.preview });
            else previewing.mutate({ file, mapping }, { onSuccess: (preview) => setStep({ name: 'lines', file, preview }) });
          }}
        />
      )}
      {step.name === 'lines' && (
        <RowsStep
          preview={step.preview}
          importing={importing.isPending}
          error={importing.error?.message ?? null}
          onBack={() => {
            importing.reset();
            setStep({ name: 'columns', file: step.file, preview: step.preview });
          }}
          onImport={(choices) => importing.mutate({ file: step.file, choices }, { onSuccess: (result) => setStep({ name: 'done', result }) })}
        />
      )}
      {step.name === 'done' && <ResultStep result={step.result} onDone={onClose} />}
    </Dialog>
  );
}
