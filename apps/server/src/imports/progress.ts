import type { UserImportProgress } from '@portal/contracts/user-import';

interface Entry extends UserImportProgress {
  owner: string;
}

/**
 * Imports in progress on this server, by the id their client chose: rows read and written,
 * readable by the administrator who started it until a minute after it ends. In memory: with
 * several instances, the instance running the import is the one that knows.
 */
export class ImportProgressBoard {
  private readonly entries = new Map<string, Entry>();

  start(id: string, owner: string): Entry {
    const entry: Entry = { owner, rowsRead: 0, rowsWritten: 0, done: false };
    this.entries.set(id, entry);
    return entry;
  }

  finish(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.done = true;
    setTimeout(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    }, 60_000).unref();
  }

  read(id: string, owner: string): UserImportProgress | null {
    const entry = this.entries.get(id);
    if (!entry || entry.owner.toLowerCase() !== owner.toLowerCase()) return null;
    return { rowsRead: entry.rowsRead, rowsWritten: entry.rowsWritten, done: entry.done };
  }
}
