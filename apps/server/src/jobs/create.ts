// The job queue an instance runs (decision 0084): graphile-worker on PostgreSQL, the in-process
// runner on the embedded PGlite. Both run the same tasks under the same jobs rows.
import type { Clock } from '../app-context';
import type { Database } from '../db/database';
import { createGraphileQueue } from './graphile';
import { createInProcessQueue } from './in-process';
import type { JobObserver, JobQueue } from './queue';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createJobQueue(
  database: Database,
  options: {
    clock: Clock;
    concurrency: number;
    log: Log;
    heartbeat?: { everyMs: number; staleMs: number };
    observe?: JobObserver;
  },
): JobQueue {
  const { clock, concurrency } = options;
  return database.connectionString
    ? createGraphileQueue({
        db: database.db,
        connectionString: database.connectionString,
        clock,
        concurrency,
        log: options.log,
        heartbeat: options.heartbeat ?? { everyMs: 10_000, staleMs: 30_000 },
        observe: options.observe,
      })
    : createInProcessQueue({ db: database.db, clock, concurrency, observe: options.observe });
}
