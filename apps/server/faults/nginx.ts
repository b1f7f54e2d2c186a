// The shipped nginx configuration (deploy/nginx) in front of instances the drills start: the
// file as it is, with only what a deployment edits changed (the port it listens on, where it
// logs) and its upstream file written by deploy/nginx/health-watch.mjs.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, sleep } from './harness';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX = '/usr/sbin/nginx';

/** What an instance behind the drills' nginx is started with: it believes nginx's X-Forwarded-For. */
export const BEHIND_NGINX = { TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1/32' } as const;

export interface Nginx {
  url: string;
  dir: string;
  /** Rewrites the upstream file from each instance's readiness probe and reloads nginx. */
  checkHealth(): Promise<string>;
  log(): string;
  stop(): Promise<void>;
}

/** Whether Debian's nginx is here (`apt-get install nginx-light`); the drills skip without it. */
export function nginxMissing(): string | null {
  return existsSync(NGINX) ? null : `no nginx at ${NGINX} (apt-get install nginx-light)`;
}

export async function startNginx(instances: string[], healthPath: string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const shipped = readFileSync(join(root, 'deploy/nginx/portal.conf'), 'utf8');
  const site = shipped
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/portal.access.log', join(dir, 'portal.access.log'));
  if (site === shipped) throw new Error('deploy/nginx/portal.conf has no `listen 80;` line');
  writeFileSync(join(dir, 'portal.conf'), site);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      `  access_log ${join(dir, 'access.log')};`,
      '  include portal.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const watch = (reload: boolean) =>
    run(process.execPath, [
      join(root, 'deploy/nginx/health-watch.mjs'),
      '--once',
      '--instances',
      instances.join(','),
      '--path',
      healthPath,
      '--out',
      join(dir, 'portal-upstreams.conf'),
      ...(reload ? ['--reload', `${NGINX} ${args.join(' ')} -s reload`] : []),
    ]);
  await watch(false);
  await run(NGINX, [...args, '-t']);
  const child: ChildProcess = spawn(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${url}/metrics`).then(
      (r) => r.status === 404,
      () => false,
    );
    if (up) break;
    if (i > 100)
      throw new Error(`nginx did not start:\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await sleep(50);
  }
  return {
    url,
    dir,
    async checkHealth() {
      await watch(true);
      return readFileSync(join(dir, 'portal-upstreams.conf'), 'utf8');
    },
    log: () => readFileSync(join(dir, 'portal.access.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
