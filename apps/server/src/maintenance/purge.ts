// The scheduled clean-up of what the server would otherwise keep for ever (decision 0024):
// ended sessions (their refresh tokens go with them), old sign-in attempts, devices whose
// cookie has expired, tracking events past their retention, and report outputs past theirs.
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_COOKIE_MAX_AGE_S, SESSION_IDLE_LIMIT_MS } from '../auth/limits';
import { BATCH_RETENTION_MS } from '../batch/finish';
import { deleteOldBatches } from '../batch/repository';
import type { Db } from '../db/database';
import { loginAttempts, sessions, trackingEvents } from '../db/schema';
import { knownDevices } from '../db/tables/sign-in';
import { sweepExpired } from '../reports/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ended session is kept a day (a refresh token replayed the next morning is still named). */
export const ENDED_SESSION_GRACE_MS = DAY_MS;
/** Sign-in attempts are counted over minutes; a month of them is kept for the record. */
export const LOGIN_ATTEMPT_RETENTION_MS = 30 * DAY_MS;

export interface PurgeOptions {
  db: Db;
  now: Date;
  trackingRetentionDays: number;
  log: FastifyBaseLogger;
}

export interface PurgeResult {
  sessions: number;
  loginAttempts: number;
  knownDevices: number;
  trackingEvents: number;
}

/** One clean-up pass; callable directly (tests) and run on the schedule. */
export async function purgeExpired(options: PurgeOptions): Promise<PurgeResult> {
  const { db, now } = options;
  const ended = new Date(now.getTime() - ENDED_SESSION_GRACE_MS);
  const idle = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS - ENDED_SESSION_GRACE_MS);
  const goneSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, ended),
        lt(sessions.lastUsedAt, idle),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended)),
      ),
    )
    .returning({ id: sessions.id });
  const goneAttempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.at, new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)))
    .returning({ id: loginAttempts.id });
  // A device unseen for longer than its cookie lives can no longer present it.
  const goneDevices = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastSeenAt, new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_S * 1000)))
    .returning({ userId: knownDevices.userId });
  const trackingCutoff = new Date(now.getTime() - options.trackingRetentionDays * DAY_MS);
  const goneEvents = await db.transaction(async (tx) => {
    // The one delete the append-only trigger lets through (migration 0010).
    await tx.execute(sql`select set_config('portal.tracking_purge', 'on', true)`);
    return tx
      .delete(trackingEvents)
      .where(lt(trackingEvents.at, trackingCutoff))
      .returning({ id: trackingEvents.id });
  });
  await sweepExpired(options);
  // A batch is listed, and its files kept, for 7 days (decision 0086).
  await deleteOldBatches(db, new Date(now.getTime() - BATCH_RETENTION_MS));
  return {
    sessions: goneSessions.length,
    loginAttempts: goneAttempts.length,
    knownDevices: goneDevices.length,
    trackingEvents: goneEvents.length,
  };
}

/**
 * Runs the purge every PURGE_INTERVAL_MINUTES (0: never) once the app is ready, on a timer
 * that does not keep the process alive and stops when the app closes.
 */
async function purgeSchedule(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await purgeExpired({
        db: app.db,
        now: app.clock(),
        trackingRetentionDays: app.config.trackingRetentionDays,
        log: app.log,
      });
      app.log.info(result, 'purged expired rows');
    } catch (error) {
      app.log.warn({ err: error }, 'purge failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    const minutes = app.config.purgeIntervalMinutes;
    if (minutes <= 0) return;
    timer = setInterval(run, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(purgeSchedule, { name: 'purge-schedule' });
