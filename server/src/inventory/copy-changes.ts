import type SQLite from 'better-sqlite3';

let logs = 0;

/**
 * The copies written through one SQLite connection since the last look (collection-list.ts): temporary triggers on
 * the connection log the id of every copy inserted, updated or deleted through it, so the whole collection can be
 * answered after a write without reading every copy's columns. A write through another connection (another process)
 * is not logged: SQLite's own `data_version` says one happened, and then the log cannot be trusted for that look.
 */
export class CopyChangeLog {
  private readonly dataVersion: SQLite.Statement;
  private readonly logged: SQLite.Statement;
  private readonly clear: SQLite.Statement;
  private lastDataVersion: unknown;

  constructor(sqlite: SQLite.Database) {
    // Temporary objects belong to this connection only; each list has its own log (tests build several apps).
    const table = `copy_changes_${++logs}`;
    sqlite.exec(`
      create temp table "${table}" (id integer primary key);
      create temp trigger "${table}_insert" after insert on main.inventory_items begin insert or ignore into "${table}" (id) values (new.id); end;
      create temp trigger "${table}_update" after update on main.inventory_items begin insert or ignore into "${table}" (id) values (old.id), (new.id); end;
      create temp trigger "${table}_delete" after delete on main.inventory_items begin insert or ignore into "${table}" (id) values (old.id); end;
    `);
    this.dataVersion = sqlite.prepare('pragma data_version').pluck();
    this.logged = sqlite.prepare(`select id from "${table}"`).pluck();
    this.clear = sqlite.prepare(`delete from "${table}"`);
    this.lastDataVersion = this.dataVersion.get();
  }

  /** The ids written since the last call (cleared), or null when another connection committed meanwhile. */
  take(): Set<number> | null {
    const dataVersion = this.dataVersion.get();
    const ids = this.logged.all() as number[];
    this.clear.run();
    const complete = dataVersion === this.lastDataVersion;
    this.lastDataVersion = dataVersion;
    return complete ? new Set(ids) : null;
  }
}
