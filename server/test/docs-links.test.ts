import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is short and sends a reader to docs/ for the rest: every relative link there and in docs/ must lead
// somewhere, to a file or folder of the repository and, with a #part, to a heading of that page.

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The part of a page a `#part` names, as GitHub makes it from a heading: lower case, no punctuation, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const headingsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]));

/** Every link and image of a page (outside code blocks) whose target is not another site. */
function relativeLinks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

const pages = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('the README and docs/', () => {
  it('link only to what exists', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of relativeLinks(page)) {
        const [where, part] = target.split('#');
        const file = where === '' ? page : path.resolve(path.dirname(page), decodeURIComponent(where));
        const from = path.relative(ROOT, page);
        if (!fs.existsSync(file)) broken.push(`${from}: ${target} (no such file)`);
        else if (part !== undefined && (!file.endsWith('.md') || !headingsOf(file).includes(part))) broken.push(`${from}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('README links every page of docs/', () => {
    const linked = new Set(relativeLinks(path.join(ROOT, 'README.md')).map((target) => path.resolve(ROOT, target.split('#')[0])));
    const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.filter((name) => !linked.has(path.join(ROOT, 'docs', name)))).toEqual([]);
  });
});
