// Active health checks for open-source nginx (decision 0110), which only checks upstreams
// passively (max_fails / fail_timeout: a refused connection). Every few seconds this asks each
// instance's /health/ready; an instance that does not answer 200 within 2 s is written `down`
// in the upstream file, and nginx reloads (gracefully: requests in flight finish). Run it
// beside nginx, e.g. as a systemd service:
//   node deploy/nginx/health-watch.mjs --instances 10.0.0.5:8080,10.0.0.6:8080 \
//     --out /etc/nginx/conf.d/portal-upstreams.conf --reload "nginx -s reload"
// `--once` checks and writes once, then ends (nginx's first start, tests).
import { execSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';

const CHECK_TIMEOUT_MS = 2000;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/** Whether the instance answers its readiness probe with 200 within the timeout. */
function isReady(instance, path) {
  const [host, port] = instance.split(/:(?=\d+$)/);
  return new Promise((resolve) => {
    const probe = request(
      { host, port: Number(port), path, timeout: CHECK_TIMEOUT_MS },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/** The upstream block: every instance, the ones not ready marked `down`. */
function renderUpstreams(instances, ready) {
  const lines = instances.map(
    (instance) =>
      `    server ${instance} max_fails=2 fail_timeout=10s${ready.has(instance) ? '' : ' down'};`,
  );
  return [
    '# Written by deploy/nginx/health-watch.mjs from each instance’s readiness probe.',
    'upstream portal {',
    ...lines,
    '    keepalive 32;',
    '}',
    '',
  ].join('\n');
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function checkOnce({ instances, path, out, reload }) {
  const answers = await Promise.all(instances.map((instance) => isReady(instance, path)));
  const ready = new Set(instances.filter((_, i) => answers[i]));
  const text = renderUpstreams(instances, ready);
  if (text === read(out)) return false;
  // Whole or not at all: nginx never reads a half-written file.
  writeFileSync(`${out}.tmp`, text);
  renameSync(`${out}.tmp`, out);
  const down = instances.filter((instance) => !ready.has(instance));
  console.log(
    `${new Date().toISOString()} upstreams: ${down.length ? `down ${down.join(', ')}` : 'all ready'}`,
  );
  if (reload) execSync(reload, { stdio: 'inherit' });
  return true;
}

const instances = (option('instances', '') ?? '').split(',').filter(Boolean);
const out = option('out');
if (instances.length === 0 || !out) {
  console.error(
    'Use: node deploy/nginx/health-watch.mjs --instances host:port,… --out FILE [--path /health/ready] [--every 5] [--reload "nginx -s reload"] [--once]',
  );
  process.exit(2);
}
const settings = {
  instances,
  out,
  path: option('path', '/health/ready'),
  reload: option('reload'),
};
await checkOnce(settings);
if (!process.argv.includes('--once')) {
  const everyMs = Number(option('every', '5')) * 1000;
  setInterval(() => {
    checkOnce(settings).catch((error) => console.error(`health-watch: ${error.message}`));
  }, everyMs);
}
