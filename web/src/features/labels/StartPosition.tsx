import { labelsPerPage, type LabelFormat } from '@tmnt/domain';
import { FieldError, fieldErrorId } from '../../components/Field.tsx';

interface StartPositionProps {
  id: string;
  format: LabelFormat;
  start: number;
  /** Labels to print: the positions they will take are shown filled. */
  count: number;
  onChange: (start: number) => void;
  error: string | undefined;
}

/** Where on a half-used sheet the first label goes: the sheet drawn as its grid, a tap on the first free position. */
export function StartPosition({ id, format, start, count, onChange, error }: StartPositionProps) {
  const perSheet = labelsPerPage(format);
  return (
    <fieldset aria-describedby={error ? fieldErrorId(id) : `${id}-hint`}>
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Start at position {start}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-600 dark:text-gray-400">
        On a half-used sheet, tap the first label still on it (counted row by row from the top left).
      </p>
      <div
        className="grid max-w-56 gap-0.5 rounded border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-800"
        style={{ gridTemplateColumns: `repeat(${format.columns}, minmax(0, 1fr))`, aspectRatio: `${format.page.width} / ${format.page.height}` }}
      >
        {Array.from({ length: perSheet }, (_, slot) => {
          const position = slot + 1;
          const used = position < start;
          const filled = !used && position < start + count;
          return (
            <button
              key={position}
              type="button"
              id={position === start ? id : undefined}
              aria-label={`Position ${position}`}
              aria-pressed={position === start}
              onClick={() => onChange(position)}
              className={`rounded-sm border text-[0.5rem] leading-none ${
                used
                  ? 'border-dashed border-gray-300 bg-gray-100 dark:border-gray-600 dark:bg-gray-900'
                  : filled
                    ? 'border-brand-600 bg-brand-100 dark:bg-brand-900/60'
                    : 'border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-800'
              } ${position === start ? 'ring-2 ring-brand-500' : ''}`}
            />
          );
        })}
      </div>
      <FieldError controlId={id} error={error} />
    </fieldset>
  );
}
