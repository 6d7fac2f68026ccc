import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildIfChanged, webBuildFingerprint } from '../../scripts/build-if-changed.ts';

// A small stand-in for the repository: build inputs, plus files the web build does not read.
const FAKE_TREE: Record<string, string> = {
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.base.json': '{}',
  'web/index.html': '<div id="root"></div>',
  'web/package.json': '{"name":"@tmnt/web"}',
  'web/vite.config.ts': 'export default {};',
  'web/tsconfig.json': '{}',
  'web/public/icon.svg': '<svg/>',
  'web/src/main.tsx': 'export const app = 1;',
  'web/src/features/a/Page.tsx': 'export const page = "a";',
  'domain/package.json': '{"name":"@tmnt/domain"}',
  'domain/src/index.ts': 'export const rule = 1;',
  'server/src/main.ts': 'console.log("server");',
  'README.md': '# readme',
};

function fakeRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-changed-'));
  onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(FAKE_TREE)) write(root, file, text);
  return root;
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('webBuildFingerprint', () => {
  it('is the same for the same tree, wherever it lies and whatever its mtimes', () => {
    const a = fakeRepo();
    const b = fakeRepo();
    fs.utimesSync(path.join(b, 'web/src/main.tsx'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(webBuildFingerprint(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(webBuildFingerprint(a)).toBe(webBuildFingerprint(a));
    expect(webBuildFingerprint(b)).toBe(webBuildFingerprint(a));
  });

  it.each([
    ['web/src/main.tsx', 'export const app = 2;'], // same size: the contents count, not just the length
    ['web/src/features/a/Page.tsx', 'export const page = "b";'],
    ['web/src/features/b/New.tsx', 'export {};'], // a new file
    ['domain/src/index.ts', 'export const rule = 2;'],
    ['web/public/icon.svg', '<svg></svg>'],
    ['web/index.html', '<div id="app"></div>'],
    ['web/vite.config.ts', 'export default { base: "/" };'],
    ['web/tsconfig.app.json', '{}'],
    ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
  ])('changes when %s changes', (file, text) => {
    const root = fakeRepo();
    const before = webBuildFingerprint(root);
    write(root, file, text);
    expect(webBuildFingerprint(root)).not.toBe(before);
  });

  it('changes when an input is renamed or removed', () => {
    const root = fakeRepo();
    const before = webBuildFingerprint(root);
    fs.renameSync(path.join(root, 'web/src/main.tsx'), path.join(root, 'web/src/Main.tsx'));
    const renamed = webBuildFingerprint(root);
    expect(renamed).not.toBe(before);
    fs.rmSync(path.join(root, 'web/public'), { recursive: true });
    expect(webBuildFingerprint(root)).not.toBe(renamed);
  });

  it.each([
    ['server/src/main.ts', 'console.log("changed");'],
    ['README.md', '# changed'],
    ['web/dist/index.html', '<built/>'], // the output, the fingerprint's own file among it
    ['web/dist/.build-fingerprint', 'abc'],
  ])('stays the same when %s (not read by the web build) changes', (file, text) => {
    const root = fakeRepo();
    const before = webBuildFingerprint(root);
    write(root, file, text);
    expect(webBuildFingerprint(root)).toBe(before);
  });
});

describe('buildIfChanged', () => {
  /** A stand-in for the Vite build: empties web/dist as Vite does, then writes index.html unless told to fail. */
  function fakeBuild(root: string, { fails = false } = {}) {
    const runs = { count: 0 };
    const build = () => {
      runs.count++;
      fs.rmSync(path.join(root, 'web/dist'), { recursive: true, force: true });
      if (fails) return false;
      write(root, 'web/dist/index.html', '<built/>');
      return true;
    };
    return { runs, build };
  }
  const quiet = () => {};

  it('builds when there is no build, then skips with one line until an input changes', () => {
    const root = fakeRepo();
    const { runs, build } = fakeBuild(root);
    expect(buildIfChanged(root, build, quiet)).toBe(true);
    expect(runs.count).toBe(1);

    const lines: string[] = [];
    expect(buildIfChanged(root, build, (line) => lines.push(line))).toBe(true);
    expect(runs.count).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Web app is up to date \(built \d{4}-\d\d-\d\d \d\d:\d\d\)$/)]);

    write(root, 'server/src/main.ts', 'console.log("changed");');
    buildIfChanged(root, build, quiet);
    expect(runs.count).toBe(1);

    write(root, 'domain/src/index.ts', 'export const rule = 2;');
    buildIfChanged(root, build, quiet);
    expect(runs.count).toBe(2);
  });

  it('builds again when web/dist/index.html is gone', () => {
    const root = fakeRepo();
    const { runs, build } = fakeBuild(root);
    buildIfChanged(root, build, quiet);
    fs.rmSync(path.join(root, 'web/dist/index.html'));
    buildIfChanged(root, build, quiet);
    expect(runs.count).toBe(2);
  });

  it('leaves no fingerprint after a failed build, so the next start builds again', () => {
    const root = fakeRepo();
    buildIfChanged(root, fakeBuild(root).build, quiet);
    write(root, 'web/src/main.tsx', 'export const app = "broken";');
    // A failure that leaves the earlier output in place (Vite can fail before it empties web/dist).
    expect(buildIfChanged(root, () => false, quiet)).toBe(false);
    expect(fs.existsSync(path.join(root, 'web/dist/.build-fingerprint'))).toBe(false);

    const { runs, build } = fakeBuild(root);
    expect(buildIfChanged(root, build, quiet)).toBe(true);
    expect(runs.count).toBe(1);
  });
});
