import type { Db } from './database';
import { preparedPerDatabase } from './prepared';

/**
 * Reads by key that arrive within one turn of the event loop, gathered into one query.
 *
 * Under load, many requests reach the same read (the access guard's session, a policy by
 * number) in the same turn. Each read on its own costs a round trip: on this kind of machine
 * the write that wakes the database and the read of its answer cost more than the query itself.
 * Gathered, they share one. Nothing is cached: every read still goes to the database after the
 * request that asked for it arrived, and each caller gets only the row for its own key.
 */
export type ReadMany<K, V> = (keys: K[]) => Promise<ReadonlyMap<K, V>>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** At most this many keys in one query; more wait for the next. */
export const MAX_KEYS_PER_READ = 100;

export function coalescedReads<K, V>(readMany: ReadMany<K, V>): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  async function read(keys: K[], waiters: Map<K, Waiter<V>[]>) {
    try {
      const found = await readMany(keys);
      for (const key of keys) for (const w of waiters.get(key) ?? []) w.resolve(found.get(key));
    } catch (error) {
      for (const key of keys) for (const w of waiters.get(key) ?? []) w.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const waiters = pending;
    pending = new Map();
    const keys = [...waiters.keys()];
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_READ) {
      void read(keys.slice(start, start + MAX_KEYS_PER_READ), waiters);
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the poll phase: every request whose bytes arrived in this turn has asked by then.
        setImmediate(flush);
      }
    });
}

/**
 * A prepared `= any(...)` query as a coalesced read per database handle: `param` names the
 * query's array placeholder, `keyOf` finds the key a row answers.
 */
export function coalescedQuery<K, Row>(
  prepare: (db: Db) => { execute(values: Record<string, unknown>): Promise<Row[]> },
  param: string,
  keyOf: (row: Row) => K,
): (db: Db) => (key: K) => Promise<Row | undefined> {
  return preparedPerDatabase((db) => {
    const query = prepare(db);
    return coalescedReads<K, Row>(async (keys) => {
      const rows = await query.execute({ [param]: keys });
      return new Map(rows.map((row) => [keyOf(row), row]));
    });
  });
}
