import type { Db } from './database';

/**
 * A prepared query built once per database handle (and prepared once per connection by the
 * server): the calls every request makes are neither rebuilt nor re-planned from their text.
 * Keyed weakly, so a closed test database takes its queries with it.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
