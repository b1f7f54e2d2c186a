import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, signIn, startServer } from './harness';
import { BEHIND_NGINX, type Nginx, nginxMissing, startNginx } from './nginx';

/**
 * Issue 36 §7: the shipped nginx configuration in front of two instances on one PostgreSQL.
 * The client's address reaches the portal through X-Forwarded-For (and a forged one does not),
 * the body limits are the server's, a request id joins nginx's log and the portal's, a
 * session is good on both instances, and an instance killed -9 is taken out: by the passive
 * check at once, and by the readiness watcher (deploy/nginx/health-watch.mjs) for good.
 */
const figure = (text: string) => console.log(`[faults] ${text}`);

/** A wrong-password sign-in sent from `localAddress`; answers its status. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>) {
  const body = JSON.stringify({ username: 'bi', password: 'not-the-password' });
  return new Promise<number>((done, fail) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      },
    );
    sent.on('error', fail);
    sent.end(body);
  });
}

/** The readiness probe once it exists on this branch; /health until then. */
async function readinessPath(url: string): Promise<string> {
  const ready = await fetch(`${url}/health/ready`).then((r) => r.status);
  return ready === 404 ? '/health' : '/health/ready';
}

describe('nginx in front of two instances (deploy/nginx)', () => {
  it('forwards the client address, keeps the body limits, and routes around an instance killed -9', async (context) => {
    const missing = nginxMissing();
    const fresh = await freshDatabase();
    if (missing || typeof fresh === 'string') {
      const reason = missing ?? String(fresh);
      figure(`SKIPPED nginx: ${reason}`);
      context.skip(reason);
      return;
    }
    const { admin, name, url: databaseUrl } = fresh;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-nginx-'));
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...BEHIND_NGINX,
      // The sign-in waits are per address: this drill signs in often from one.
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    const servers: ServerProcess[] = [];
    let nginx: Nginx | null = null;
    const direct = new pg.Client({ connectionString: databaseUrl });
    try {
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const instances = servers.map((s) => s.url.replace('http://', ''));
      const healthPath = await readinessPath(one.url);
      nginx = await startNginx(instances, healthPath);
      const front = nginx.url;
      await direct.connect();

      // A session made through nginx is good on either instance.
      const session = await signIn(front);
      const headers = { authorization: `Bearer ${session.jwt}`, 'x-challenge': session.challenge };
      for (let i = 0; i < 6; i += 1) {
        const response = await fetch(`${front}/api/illustrations`, { headers });
        expect(response.status).toBe(200);
        // nginx's request id, answered by the portal (and logged by both).
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      }
      const served = new Set(
        nginx
          .log()
          .split('\n')
          .filter((line) => line.includes('"GET /api/illustrations '))
          .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
      );
      expect([...served].sort()).toEqual([...instances].sort());

      // The client's own address counts for the sign-in waits, whatever it claims. (From
      // 127.0.0.3: nginx reaches the instances from 127.0.0.1, the one proxy they trust.)
      const refused = await postFrom('127.0.0.3', `${front}/users/authenticate`, {
        'x-forwarded-for': '203.0.113.9',
      });
      expect(refused).toBe(401);
      const { rows } = await direct.query<{ address: string }>(
        `select address from login_attempts where username = 'bi' order by id desc limit 1`,
      );
      expect(rows[0]?.address).toBe('127.0.0.3');

      // Body limits: 1 MB on an ordinary call, 4 MB on a report call.
      const post = (path: string, bytes: number) =>
        fetch(`${front}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(bytes) }),
        });
      const tooLarge = await post('/api/illustrations', 1_100_000);
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ statusCode: 413, code: 'payloadTooLarge' });
      // Past nginx: the portal's own answer (a report body it validates and refuses).
      const report = await post('/api/ReportData', 2_000_000);
      expect(report.status).toBe(400);
      expect(await report.json()).toMatchObject({ code: 'validation' });
      const reportTooLarge = await post('/api/ReportData', 4_300_000);
      expect(reportTooLarge.status).toBe(413);

      // One instance killed -9: every call still answered (a refused connection goes to the
      // other one), the session still good, and the watcher marks the dead one down.
      await two.kill9();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await fetch(`${front}/api/illustrations`, { headers })).status);
      }
      expect(statuses).toEqual(Array(10).fill(200));
      const upstreams = await nginx.checkHealth();
      const deadLine = upstreams.split('\n').find((line) => line.includes(instances[1] as string));
      expect(deadLine).toMatch(/ down;$/);
      expect(
        upstreams.split('\n').find((line) => line.includes(instances[0] as string)),
      ).not.toMatch(/ down;$/);
      for (let i = 0; i < 4; i += 1) {
        expect((await fetch(`${front}/api/illustrations`, { headers })).status).toBe(200);
      }
      figure(
        `nginx: 2 instances (readiness ${healthPath}); after kill -9 of one, ${statuses.length} calls all 200, the watcher wrote it down`,
      );
    } finally {
      await nginx?.stop();
      for (const server of servers) await server.stop();
      await direct.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
