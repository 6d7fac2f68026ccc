import { FIGURE_YEARS, type Figure, type FigurePatch, type NewFigure } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';

/** A figure's details as the form holds them: text, as typed. */
export interface FigureForm {
  name: string;
  year: string;
  series: string;
  character: string;
  /** One accessory per line, or separated by commas. */
  accessories: string;
  description: string;
}

/** The years of the vintage line, offered as suggestions (any year the domain allows may be typed). */
export const LINE_YEARS = [1988, 1989, 1990, 1991, 1992, 1993, 1994, 1995] as const;

export const emptyFigureForm = (name = ''): FigureForm => ({ name, year: '', series: '', character: '', accessories: '', description: '' });

/**
 * A new figure's form from what the collector searched for: the text as its name, and a year typed with it
 * ("shogun leo 1994") as its year.
 */
export function figureFormFromSearch(text: string): FigureForm {
  const words = text.trim().split(/\s+/);
  const at = words.findIndex((word) => /^\d{4}$/.test(word) && Number(word) >= FIGURE_YEARS.min && Number(word) <= FIGURE_YEARS.max);
  if (at === -1 || words.length === 1) return emptyFigureForm(text.trim());
  return { ...emptyFigureForm(words.toSpliced(at, 1).join(' ')), year: words[at] };
}

/** A figure's details to edit. */
export const figureFormOf = (figure: Figure): FigureForm => ({
  name: figure.name,
  year: String(figure.year),
  series: figure.series,
  character: figure.character,
  accessories: figure.accessories.join('\n'),
  description: figure.description ?? '',
});

/** Accessory names as typed one per line or separated by commas: trimmed, none empty, none twice. */
export function splitAccessories(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((name) => name.trim()).filter((name) => name !== ''))];
}

/** A year as typed: a number when it reads as one (the schema then says whether it is whole and in range), else the text. */
function yearOf(text: string): number | string | undefined {
  const year = text.trim();
  if (year === '') return undefined;
  return Number.isFinite(Number(year)) ? Number(year) : year;
}

const textOrUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The POST /figures body: empty optional fields are left out; an empty name, year or series is left out too, so
 * the schema says it is required. Typed as the schema's input; the schema checks it before it is sent.
 */
export function newFigureBody(form: FigureForm): NewFigure {
  const body = {
    name: textOrUndefined(form.name),
    year: yearOf(form.year),
    series: textOrUndefined(form.series),
    character: textOrUndefined(form.character),
    accessories: splitAccessories(form.accessories),
    description: textOrUndefined(form.description),
  };
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => value !== undefined && !(key === 'accessories' && body.accessories.length === 0))) as NewFigure;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * The PATCH /figures/{id} body: only what the collector changed. A character emptied becomes the name (as when a
 * figure is added without one); a description emptied is removed (null). An empty body means nothing changed.
 */
export function figurePatchBody(figure: Figure, form: FigureForm): FigurePatch {
  const patch: Record<string, unknown> = {};
  const name = form.name.trim();
  if (name !== figure.name) patch.name = name;
  const year = yearOf(form.year);
  if (year !== figure.year) patch.year = year ?? '';
  if (form.series.trim() !== figure.series) patch.series = form.series.trim();
  const character = form.character.trim() === '' ? name : form.character.trim();
  if (character !== figure.character) patch.character = character;
  const accessories = splitAccessories(form.accessories);
  if (!sameList(accessories, figure.accessories)) patch.accessories = accessories;
  const description = textOrUndefined(form.description) ?? null;
  if (description !== figure.description) patch.description = description;
  return patch as FigurePatch;
}

/**
 * The figure a 409 says already has this name and year: the answer's `figure_id` when it carries one, else the
 * "(figure #12)" its message ends with; null for any other failure.
 */
export function existingFigureId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { figure_id?: unknown } | null;
  if (typeof body?.figure_id === 'number') return body.figure_id;
  const named = /\(figure #(\d+)\)/.exec(error.message);
  return named ? Number(named[1]) : null;
}
