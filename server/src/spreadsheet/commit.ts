import {
  plural, SPREADSHEET_FORM, SPREADSHEET_LIMITS, spreadsheetChoicesSchema, type Figure, type SpreadsheetChoices, type SpreadsheetFigure, type SpreadsheetImportResult,
  type SpreadsheetResolution,
} from '@tmnt/domain';
import { insertCollectorFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { insertNewCopy } from '../inventory/index.ts';
import { jsonField, type SpreadsheetForm } from './form.ts';
import { readLines, type SheetLine } from './lines.ts';
import { figureRef } from './matching.ts';
import { readSpreadsheet } from './parse.ts';
import { recordImportedLines } from './queries.ts';

/** The collector's answers by line; an answer for a line the sheet does not have, or two for one line, is refused. */
function answersByLine(choices: SpreadsheetChoices, lines: readonly SheetLine[]): Map<number, SpreadsheetResolution> {
  const known = new Set(lines.map((l) => l.line));
  const answers = new Map<number, SpreadsheetResolution>();
  for (const answer of choices.resolutions) {
    if (!known.has(answer.line)) throw badRequest(`Line ${answer.line} is not a row of the file to import`, 'resolutions');
    if (answers.has(answer.line)) throw badRequest(`Line ${answer.line} is answered twice`, 'resolutions');
    answers.set(answer.line, answer);
  }
  return answers;
}

/** Why a line whose figure is not certain cannot be added as it is. */
function undecided(line: SheetLine): string {
  if (line.match.status === 'ambiguous') {
    const names = line.match.candidates.map((c) => `${c.name} (${c.year})`).join(', ');
    return `"${line.figure_name ?? line.upc}" could be ${plural(line.match.candidates.length, 'figure')} (${names}): choose one`;
  }
  if (!line.figure_name && !line.upc) return 'The line names no figure (its figure name and UPC cells are empty)';
  return `No figure is called "${line.figure_name ?? line.upc}": choose one, add it as a figure of your own, or skip the line`;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * Imports the lines of a spreadsheet the collector checked in the preview, all in one write transaction: each line
 * becomes as many copies as its quantity, of the figure it matched or the one the collector chose or added. A line
 * the collector skips, or that was imported before (unless `again`), is skipped; a line with a cell that cannot be
 * read, or whose figure is not certain, is refused with the reason, and the others are still imported.
 */
export async function importSpreadsheet(db: Db, form: SpreadsheetForm): Promise<SpreadsheetImportResult> {
  const text = form.fields[SPREADSHEET_FORM.choices];
  if (text === undefined) throw badRequest(`Send the mapping and your answers in the field "${SPREADSHEET_FORM.choices}"`, SPREADSHEET_FORM.choices);
  const choices = jsonField(text, spreadsheetChoicesSchema, SPREADSHEET_FORM.choices);
  if (choices.mapping.figure_name === undefined && choices.mapping.upc === undefined) {
    throw badRequest('Choose the column that holds the figure name (or the UPC): without it no line can be matched to a figure', `${SPREADSHEET_FORM.choices}.mapping`);
  }
  const sheet = await readSpreadsheet(form.file.bytes, form.file.name);

  return inWriteTransaction(db, async (trx) => {
    // Read in the transaction: the figures chosen and matched are the ones there are as the copies are written.
    const { lines, figures } = await readLines(trx, sheet, choices.mapping);
    const answers = answersByLine(choices, lines);
    const result: SpreadsheetImportResult = { added: [], skipped: [], refused: [], new_figures: [], copies_added: 0 };
    const ownFigures = new Map<string, Figure>();
    const imported: Parameters<typeof recordImportedLines>[1][number][] = [];
    const now = new Date().toISOString();

    for (const line of lines) {
      const answer = answers.get(line.line);
      const outcome = (reason: string) => ({ line: line.line, figure_name: line.figure_name, reason });
      if (answer?.action === 'skip') {
        result.skipped.push(outcome('Skipped, as you chose'));
        continue;
      }
      if (line.imported_before && !choices.again) {
        result.skipped.push(outcome(`Imported before, on ${day(line.imported_before.at)} from "${line.imported_before.file_name}"`));
        continue;
      }
      if (line.problems.length > 0) {
        result.refused.push(outcome(line.problems.map((p) => p.problem).join('; ')));
        continue;
      }
      let figure: SpreadsheetFigure;
      if (answer?.action === 'figure') {
        const chosen = figures.get(answer.figure_id);
        if (!chosen) {
          result.refused.push(outcome(`No figure has the id ${answer.figure_id}`));
          continue;
        }
        figure = figureRef(chosen);
      } else if (answer?.action === 'new_figure') {
        // Lines naming the same figure of the collector's own share the one added for the first of them.
        const key = `${answer.figure.name.toLowerCase()}\u0000${answer.figure.year}`;
        let own = ownFigures.get(key);
        if (!own) {
          try {
            own = await insertCollectorFigure(trx, answer.figure);
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
            result.refused.push(outcome(error.message));
            continue;
          }
          ownFigures.set(key, own);
          result.new_figures.push(figureRef(own));
        }
        figure = figureRef(own);
      } else if (line.match.status === 'matched') {
        figure = line.match.figure;
      } else {
        result.refused.push(outcome(undecided(line)));
        continue;
      }
      if (result.copies_added + line.quantity > SPREADSHEET_LIMITS.maxCopies) {
        result.refused.push(outcome(`One import adds at most ${SPREADSHEET_LIMITS.maxCopies.toLocaleString('en-US')} copies: import this line in another file`));
        continue;
      }
      const copy = Object.fromEntries(Object.entries(line.copy).filter(([, value]) => value !== null)) as unknown as Omit<Parameters<typeof insertNewCopy>[1], 'figure_id'>;
      const ids: number[] = [];
      for (let n = 0; n < line.quantity; n++) ids.push(await insertNewCopy(trx, { ...copy, figure_id: figure.id }));
      result.added.push({ line: line.line, figure, item_ids: ids });
      result.copies_added += ids.length;
      imported.push({ fingerprint: line.fingerprint, file_name: form.file.name || 'spreadsheet', line: line.line, copies: ids.length, imported_at: now });
    }
    await recordImportedLines(trx, imported);
    return result;
  });
}
