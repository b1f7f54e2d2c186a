import type { UserImportProgress } from '@portal/contracts/user-import';
import type { Auth } from '../app-context';

/**
 * Where an import stands with PGlite's one connection (decision 0076): `starting` until its
 * transaction has read the importing session, `held` while the transaction runs, `released`
 * from just before the commit.
 */
type Phase = 'starting' | 'held' | 'released';

export interface ImportProgressEntry extends UserImportProgress {
  owner: string;
  /** The session that started the import: the only one the held check can stand for. */
  sessionId: string;
  phase: Phase;
  /** While `held`: the importing session as the import's transaction read it. */
  held: Auth | null;
  waiters: (() => void)[];
}

/**
 * Imports in progress on this server, by the id their client chose: rows read and written,
 * readable by the administrator who started it until a minute after it ends. In memory: with
 * several instances, the instance running the import is the one that knows.
 */
export class ImportProgressBoard {
  private readonly entries = new Map<string, ImportProgressEntry>();

  start(id: string, owner: string, sessionId: string): ImportProgressEntry {
    const entry = progressEntry(owner, sessionId);
    this.entries.set(id, entry);
    return entry;
  }

  finish(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.done = true;
    setPhase(entry, 'released', null);
    setTimeout(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    }, 60_000).unref();
  }

  read(id: string, owner: string): UserImportProgress | null {
    const entry = this.entries.get(id);
    if (!entry || entry.owner.toLowerCase() !== owner.toLowerCase()) return null;
    return { rowsRead: entry.rowsRead, rowsWritten: entry.rowsWritten, done: entry.done };
  }

  /**
   * The importing session as the running import's transaction read it, if `sessionId` is the
   * session that started import `id`. Asked while the import is still starting, it waits for
   * the transaction's read (a moment), since a database read queued now would wait for the
   * whole import. Null otherwise: the caller then reads the database as usual.
   */
  async heldSession(id: string | undefined, sessionId: string): Promise<Auth | null> {
    const entry = id === undefined ? undefined : this.entries.get(id);
    if (!entry || entry.sessionId !== sessionId) return null;
    while (entry.phase === 'starting') {
      await new Promise<void>((resolve) => entry.waiters.push(resolve));
    }
    return entry.held;
  }
}

/** An import's figures, on the board when its client named it (or kept by the import alone). */
export function progressEntry(owner: string, sessionId: string): ImportProgressEntry {
  return {
    owner,
    sessionId,
    rowsRead: 0,
    rowsWritten: 0,
    done: false,
    phase: 'starting',
    held: null,
    waiters: [],
  };
}

/** Moves an import on (`held` with the session its transaction read, or `released`). */
export function setPhase(entry: ImportProgressEntry, phase: Phase, held: Auth | null): void {
  entry.phase = phase;
  entry.held = phase === 'held' ? held : null;
  const waiters = entry.waiters.splice(0);
  for (const wake of waiters) wake();
}
