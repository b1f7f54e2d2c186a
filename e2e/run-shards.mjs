// `npm test -w @portal/e2e`: the end-to-end suite in two shards at once (E2E_SHARDS, default
// 2), each against a server and an embedded database of its own (ports E2E_PORT and
// E2E_PORT + 100, data folders .data-1, .data-2), so that no spec of one shard sees another's
// changes; within a shard the specs run one after another as before. CI time (decision 0075).
import { spawn } from 'node:child_process';

const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8181);
const extra = process.argv.slice(2);

const runs = Array.from({ length: shards }, (_, index) => {
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : [])];
  return new Promise((resolve) => {
    const child = spawn('npx', [...args, ...extra], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index * 100),
        E2E_DATA_DIR: shards > 1 ? `.data-${index + 1}` : '.data',
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
});
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
