// A dead node's jobs run elsewhere at once (decision 0084): graphile-worker leaves the jobs a
// crashed worker had locked for 4 hours. Each instance writes a heartbeat row for each of its
// workers every `everyMs`; an instance that finds another's row older than `staleMs` deletes
// it and calls graphile_worker.force_unlock_workers on those ids in the same statement (so one
// instance does it), and their jobs are taken by a live worker at its next look. Times are the
// database's own `now()`, so the nodes' clocks need not agree. PostgreSQL only: on PGlite one
// process runs every job and there is nobody else's to unlock.
import type pg from 'pg';

type Log = { warn(obj: object, msg: string): void };

export interface Heartbeat {
  /** One beat now: this instance's rows written, stale ones unlocked. The unlocked ids. */
  beat(): Promise<string[]>;
  /** Stops beating and removes this instance's rows (its workers released their jobs). */
  stop(): Promise<void>;
}

export function startHeartbeat(options: {
  pool: pg.Pool;
  workerIds: () => string[];
  everyMs: number;
  staleMs: number;
  log: Log;
}): Heartbeat {
  const { pool } = options;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  async function beat(): Promise<string[]> {
    const own = options.workerIds();
    if (own.length > 0)
      await pool.query(
        `insert into worker_heartbeats (worker_id, seen_at)
         select id, now() from unnest($1::text[]) as id
         on conflict (worker_id) do update set seen_at = excluded.seen_at`,
        [own],
      );
    const { rows } = await pool.query<{ worker_id: string }>(
      `with gone as (
         delete from worker_heartbeats
         where seen_at < now() - make_interval(secs => $1::double precision / 1000)
           and worker_id <> all($2::text[])
         returning worker_id
       ), unlocked as (
         select graphile_worker.force_unlock_workers(array(select worker_id from gone))
       )
       select worker_id from gone, unlocked`,
      [options.staleMs, own],
    );
    return rows.map((r) => r.worker_id);
  }

  const timer = setInterval(() => {
    if (stopped) return;
    running = beat()
      .then((ids) => {
        if (ids.length > 0)
          options.log.warn({ workerIds: ids }, 'job workers silent too long: their jobs unlocked');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'job heartbeat failed'));
  }, options.everyMs);
  timer.unref();

  return {
    beat,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      const own = options.workerIds();
      if (own.length > 0)
        await pool
          .query('delete from worker_heartbeats where worker_id = any($1::text[])', [own])
          .catch(() => {});
    },
  };
}
