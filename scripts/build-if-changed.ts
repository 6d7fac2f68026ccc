/**
 * npm start's first step: builds the web app only when what its build reads changed since the last successful
 * build, so an unchanged start skips the Vite build (seconds) and says so in one line. `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What `vite build` in web/ reads. node_modules is stood for by package-lock.json (npm ci installs exactly that).
const INPUT_DIRS = ['web/src', 'web/public', 'domain/src'];
const INPUT_FILES = ['web/index.html', 'web/package.json', 'domain/package.json', 'package-lock.json', 'tsconfig.base.json'];
// web/vite.config.* and web/tsconfig*.json, matched by name so a renamed config (vite.config.mts) still counts.
const WEB_CONFIG = /^(vite\.config\.[cm]?[jt]s|tsconfig.*\.json)$/;

// Inside the output folder: Vite empties web/dist when a build starts, so a stale or half-made build has none.
// Not served: the static files are listed without dotfiles.
const FINGERPRINT = 'web/dist/.build-fingerprint';

/**
 * SHA-256 over the build inputs' relative paths and contents (about 400 files, 3 MB: a few tens of ms). Contents,
 * not mtimes: a checkout, a stash or `touch` changes mtimes without changing what is built.
 */
export function webBuildFingerprint(root: string): string {
  const webConfigs = fs.readdirSync(path.join(root, 'web')).filter((name) => WEB_CONFIG.test(name)).map((name) => `web/${name}`);
  const files = [...INPUT_FILES, ...webConfigs, ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir))]
    .filter((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile())
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(root, file));
    // The path and length frame each file, so moving bytes from one file to the next changes the hash.
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** Every file below root/dir as a root-relative path with '/' (the same fingerprint on every OS); none if it is missing. */
function filesUnder(root: string, dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name.split(path.sep).join('/')}`);
}

/**
 * Builds (with `build`, true when it succeeded) unless web/dist holds a build of exactly the current inputs.
 * Returns false when the build failed.
 */
export function buildIfChanged(root: string, build: () => boolean, log: (line: string) => void = console.log): boolean {
  // Taken before building: a file edited during the build makes the next start build again.
  const fingerprint = webBuildFingerprint(root);
  const stamp = path.join(root, FINGERPRINT);
  const built = fs.existsSync(path.join(root, 'web/dist/index.html')) && fs.existsSync(stamp);
  if (built && fs.readFileSync(stamp, 'utf8').trim() === fingerprint) {
    log(`Web app is up to date (built ${localMinute(fs.statSync(stamp).mtime)})`);
    return true;
  }
  // Gone before the build starts, written only after it succeeded: a failed build never looks up to date.
  fs.rmSync(stamp, { force: true });
  if (!build()) return false;
  fs.writeFileSync(stamp, `${fingerprint}\n`);
  return true;
}

const localMinute = (d: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

const root = path.resolve(import.meta.dirname, '..');
const npmRunBuild = () => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;

// Run as a command (npm start); imported by its test, it only defines the functions.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!buildIfChanged(root, npmRunBuild)) process.exitCode = 1;
}
