/**
 * npm run restore -- FILE [--yes]: restores a backup made by `npm run backup` (or the daily one, or the Settings
 * page's) into the collection DATA_DIR / DATABASE_URL point at. Stop the app first. Says first which collection it
 * restores into (a DATA_DIR that does not exist is refused), then what the backup holds beside what it replaces,
 * and asks before replacing it (--yes or -y: without asking, for scripts; no terminal and no --yes: refused).
 * A file that is not a whole backup of this app, or from a newer version of it, is refused with one line and
 * nothing is changed.
 */
import readline from 'node:readline';
import { restoreBackup, type CollectionSummary, type RestorePlan } from '../server/src/backup/index.ts';
import { loadConfig } from '../server/src/config.ts';
import { checkDataDir, collectionLine, loadEnvFile, oneLine } from './cli.ts';

const USAGE = 'Usage: npm run restore -- FILE [--yes] (FILE: a backup .zip; --yes: replace the collection without asking)';

loadEnvFile();
const args = process.argv.slice(2);
const yes = args.some((arg) => arg === '--yes' || arg === '-y');
const [file, ...extra] = args.filter((arg) => arg !== '--yes' && arg !== '-y');
if (!file || file.startsWith('-') || extra.length > 0) {
  console.error(USAGE);
  process.exit(1);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const holds = (s: CollectionSummary) =>
  `${plural(s.copies, 'copy', 'copies')}, ${plural(s.soldCopies, 'sold copy', 'sold copies')}, ${plural(s.sales, 'recorded sale', 'recorded sales')}, ${plural(s.photos, 'photo', 'photos')}`;

/** A moment as the collector reads it: local date and time, to the minute. */
function when(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Asks on the terminal; only y or yes goes on (Enter, Ctrl-C or Ctrl-D is a no). */
function ask(question: string): Promise<boolean> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => {
    rl.once('SIGINT', () => rl.close());
    rl.once('close', () => resolve(false));
    rl.question(question, (answer) => {
      resolve(/^y(es)?$/i.test(answer.trim()));
      rl.close();
    });
  });
}

/** Says what the backup holds beside what it replaces, then asks (or not, with --yes). */
async function confirm({ createdAt, backup, current }: RestorePlan): Promise<boolean> {
  console.log(`The backup (made ${when(createdAt)}) holds ${holds(backup)}.`);
  if (current === 'none') console.log('There is no collection here yet: nothing will be replaced.');
  else if (current === 'unreadable') console.log('It will replace the collection here (what that holds could not be read).');
  else console.log(`It will replace the collection here: ${holds(current)}${current.lastChanged ? ` (last changed ${when(current.lastChanged)})` : ''}.`);
  if (yes) {
    console.log('Restoring it (--yes: not asked).');
    return true;
  }
  // A script (no terminal to answer on) must say --yes: it never replaces a collection by default.
  if (!process.stdin.isTTY) throw new Error(`Not restored, nothing was changed: there is no terminal to ask on. Add --yes to restore without asking: npm run restore -- ${file} --yes`);
  return ask(current === 'none' ? 'Restore it? [y/N] ' : 'Replace it? [y/N] ');
}

try {
  const config = loadConfig();
  console.log(collectionLine(config));
  checkDataDir(config, 'restore');
  const result = await restoreBackup(file, config, { confirm });
  const rows = Object.entries(result.counts).map(([table, n]) => `${table} ${n}`).join(', ');
  console.log(`Restored the backup made ${when(result.createdAt)} (${result.database}, schema ${result.schema}${result.migratedTo ? `, migrated to ${result.migratedTo}` : ''})`);
  console.log(`Rows: ${rows}`);
  console.log(`Photos: ${result.photos.restored} restored, ${result.photos.kept} already there`);
  if (result.previous) console.log(`The database it replaced is kept as ${result.previous}`);
} catch (error) {
  console.error(oneLine(error));
  process.exitCode = 1;
}
