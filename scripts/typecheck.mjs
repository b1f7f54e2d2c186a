// `npm run typecheck`: `tsc --noEmit` on every workspace, two at a time (each tsc uses one
// core), failing when any fails. Output is printed per workspace once it is done.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = [
  'packages/domain',
  'packages/actuarial',
  'packages/contracts',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    while (queue.length > 0) {
      const project = queue.shift();
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
