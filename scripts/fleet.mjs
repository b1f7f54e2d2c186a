// `npm run fleet -- [N]`: N instances of the server (2 by default) on one PostgreSQL
// (DATABASE_URL, required: the embedded PGlite belongs to one process) behind a small
// round-robin proxy on 127.0.0.1:PORT (8080), for trying the portal as a fleet (issue 23 §3).
// The instances listen on 127.0.0.1:PORT+1…PORT+N and believe the proxy's X-Forwarded-For.
// The first starts alone (it builds the web app if needed, migrates, seeds and writes the
// e-application key to DATA_DIR, which all share); then the others. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.argv[2] ?? 2);
const port = Number(process.env.PORT ?? 8080);
if (!process.env.DATABASE_URL) {
  console.error('npm run fleet needs DATABASE_URL: the instances share one PostgreSQL.');
  process.exit(2);
}
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('npm run fleet -- N: N is a whole number from 1 to 16.');
  process.exit(2);
}

const children = [];
const upstreams = Array.from({ length: count }, (_, k) => port + 1 + k);

function startInstance(instancePort) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '127.0.0.1/32',
    },
  });
  children.push(child);
  child.on('exit', (code, signal) =>
    console.error(`instance on ${instancePort} ended (${signal ?? code})`),
  );
  return child;
}

async function healthy(instancePort, seconds = 120) {
  for (let i = 0; i < seconds * 4; i += 1) {
    const ok = await new Promise((resolve) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: instancePort, path: '/health', timeout: 1000 },
        (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        },
      );
      req.on('error', () => resolve(false));
      req.on('timeout', () => req.destroy());
      req.end();
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on ${instancePort} did not answer /health`);
}

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

let next = 0;
/** Sends the request to the next instance in turn; one that refuses the connection is skipped. */
function forward(req, res, body, tries = 0) {
  const target = upstreams[next % upstreams.length];
  next += 1;
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: target,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        'x-fleet-instance': String(target),
      });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    if (tries + 1 < upstreams.length) return forward(req, res, body, tries + 1);
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'badGateway', message: 'No instance answered.' }));
  });
  upstream.end(body);
}

startInstance(upstreams[0]);
await healthy(upstreams[0]);
for (const instancePort of upstreams.slice(1)) startInstance(instancePort);
await Promise.all(upstreams.slice(1).map((instancePort) => healthy(instancePort)));

createServer((req, res) => {
  // Bodies are read whole so that a request can go to another instance if one refuses it.
  const parts = [];
  req.on('data', (part) => parts.push(part));
  req.on('end', () => forward(req, res, Buffer.concat(parts)));
}).listen(port, '127.0.0.1', () => {
  console.log(
    `Fleet of ${count} on http://127.0.0.1:${port} (instances on ${upstreams.join(', ')}); each answer says which in X-Fleet-Instance.`,
  );
});
