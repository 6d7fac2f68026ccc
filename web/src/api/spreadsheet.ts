import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SPREADSHEET_FORM, spreadsheetImportResultSchema, spreadsheetPreviewSchema, type ColumnMapping, type SpreadsheetChoices, type SpreadsheetImportResult,
  type SpreadsheetPreview,
} from '@tmnt/domain';
import { api } from './client.ts';

/** The form both steps send: the file, and beside it the mapping (preview) or the choices (import) as JSON. */
function spreadsheetForm(file: File, field: string, value: unknown): FormData {
  const form = new FormData();
  form.append(SPREADSHEET_FORM.file, file, file.name);
  if (value !== undefined) form.append(field, JSON.stringify(value));
  return form;
}

/**
 * Reads a spreadsheet on the server without storing anything: its columns, the mapping (the one given, else the
 * one its headers suggest) and every line matched to a figure.
 */
export function useSpreadsheetPreview() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping?: ColumnMapping }): Promise<SpreadsheetPreview> =>
      api.postForm('/inventory/import/spreadsheet/preview', spreadsheetForm(file, SPREADSHEET_FORM.mapping, mapping), spreadsheetPreviewSchema),
  });
}

/** Imports the lines of a spreadsheet as the collector resolved them, in one transaction on the server. */
export function useImportSpreadsheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, choices }: { file: File; choices: SpreadsheetChoices }): Promise<SpreadsheetImportResult> =>
      api.postForm('/inventory/import/spreadsheet', spreadsheetForm(file, SPREADSHEET_FORM.choices, choices), spreadsheetImportResultSchema),
    // Copies and figures of the collector's own may have been added.
    onSuccess: () => client.invalidateQueries(),
  });
}
