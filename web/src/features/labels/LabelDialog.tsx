import { useEffect, useId, useState } from 'react';
import { FileDown, Printer } from 'lucide-react';
import { LABEL_FORMAT_IDS, LABEL_FORMATS, labelsPerPage, plural, type LabelFormatId } from '@tmnt/domain';
import { fetchLabels, useLabelAddress } from '../../api/labels.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Field, FormError, Select } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { StartPosition } from './StartPosition.tsx';

const FIELDS = ['sheet', 'start', 'contents', 'places', 'copies'] as const;
/** The sheet chosen last, kept for the next labels (a collector has one kind of stock). */
const SHEET_KEY = 'labelSheet';

const savedSheet = (): LabelFormatId => {
  const saved = localStorage.getItem(SHEET_KEY);
  return (LABEL_FORMAT_IDS as readonly string[]).includes(saved ?? '') ? (saved as LabelFormatId) : 'avery-5160';
};

interface LabelDialogProps {
  /** What to label: places (their codes open the place) and single copies (bagged loose figures). */
  places?: readonly number[];
  copies?: readonly number[];
  /** Said in the title: "Tote B", "3 copies". */
  what: string;
  onClose: () => void;
}

/** Labels with QR codes as a PDF: the sheet or label printer, where to start on a half-used sheet, and what a place holds. */
export function LabelDialog({ places = [], copies = [], what, onClose }: LabelDialogProps) {
  const id = useId();
  const address = useLabelAddress();
  const [sheet, setSheet] = useState<LabelFormatId>(savedSheet);
  const [start, setStart] = useState(1);
  const [contents, setContents] = useState(true);
  const [pdf, setPdf] = useState<{ url: string; name: string } | null>(null);
  const [making, setMaking] = useState(false);
  const validation = useFormErrors(FIELDS);
  const format = LABEL_FORMATS[sheet];
  const perSheet = labelsPerPage(format);
  const count = places.length + copies.length;

  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf]);

  const chooseSheet = (next: LabelFormatId) => {
    setSheet(next);
    localStorage.setItem(SHEET_KEY, next);
    setStart(1);
    setPdf(null);
  };

  const make = async () => {
    setMaking(true);
    try {
      const file = await fetchLabels({ places: [...places], copies: [...copies], sheet, start, contents });
      const url = URL.createObjectURL(file);
      const name = `labels-${new Date().toISOString().slice(0, 10)}.pdf`;
      setPdf({ url, name });
      // Saved at once; the link below opens it again (a phone's browser shows a PDF it downloads).
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
    } catch (error) {
      validation.showFailure(error);
    } finally {
      setMaking(false);
    }
  };

  return (
    <Dialog title={`Labels: ${what}`} onClose={onClose}>
      <ValidatedForm validation={validation} onSubmit={() => void make()} className="space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {plural(count, 'label')}, each with a QR code that opens {copies.length > 0 && places.length === 0 ? 'the copy' : 'the place'} in the app when
          scanned with a phone's camera or the Scan page.
        </p>
        <Field label="Label sheet or printer" htmlFor={`${id}-sheet`} error={validation.errors.sheet}>
          <Select {...validation.control('sheet', `${id}-sheet`)} value={sheet} onChange={(e) => chooseSheet(e.target.value as LabelFormatId)}>
            {LABEL_FORMAT_IDS.map((format) => (
              <option key={format} value={format}>
                {LABEL_FORMATS[format].name}
              </option>
            ))}
          </Select>
        </Field>
        {perSheet > 1 && (
          <StartPosition
            id={`${id}-start`}
            format={format}
            start={start}
            count={count}
            onChange={(next) => {
              setStart(next);
              setPdf(null);
            }}
            error={validation.errors.start}
          />
        )}
        {places.length > 0 && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={contents} onChange={(e) => setContents(e.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-600" />
            <span>
              List the figures each place holds
              <span className="block text-xs text-gray-600 dark:text-gray-400">As many as fit on the label, then "+12 more".</span>
            </span>
          </label>
        )}
        {address.data && (
          <p className={`text-xs ${address.data.warning ? 'rounded-lg bg-amber-50 p-2 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100' : 'text-gray-600 dark:text-gray-400'}`} data-testid="label-address">
            {address.data.warning ?? (
              <>
                The codes open <span className="font-mono break-all">{address.data.address}</span>.
              </>
            )}
          </p>
        )}
        <FormError error={validation.formError} prefix="Could not make the labels: " />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {pdf && (
            <a href={pdf.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-100">
              <FileDown className="h-4 w-4" aria-hidden="true" /> Open the PDF
            </a>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={making}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {making ? 'Making the labels...' : 'Make the PDF'}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
