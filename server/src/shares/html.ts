/** Markup made here: text put into it is escaped unless it is markup made by `html` itself. */
export class Html {
  constructor(readonly text: string) {}
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * A template of markup whose every value is text (escaped: a figure's name, a title, a listing's words can never
 * become markup), markup made by `html`, a list of either, or nothing (null, undefined, false).
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let text = strings[0];
  values.forEach((value, i) => (text += render(value) + strings[i + 1]));
  return new Html(text);
}
