// Writes reference/<case>.json: the three ledgers of each reference case. Run only when a
// change of results is intended, review the diff, and explain it in the commit:
//   npx tsx packages/actuarial/scripts/write-reference-ledgers.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bases, ledgerToJson } from '../src/ledger';
import { referenceCases } from '../src/test-support/reference-cases';
import { illustrated } from '../src/test-support/valid';

const target = join(dirname(fileURLToPath(import.meta.url)), '../reference');
mkdirSync(target, { recursive: true });
for (const [name, input] of Object.entries(referenceCases)) {
  const out = illustrated(input);
  const ledgers = Object.fromEntries(
    bases.map((basis) => [basis, ledgerToJson(out.ledgers[basis])]),
  );
  const body = { case: name, input, premiumSummary: out.premiumSummary, ledgers };
  writeFileSync(join(target, `${name}.json`), `${JSON.stringify(body)}\n`);
  console.log(name);
}
// Formatted as the repository's formatter leaves them, so a rerun with no change shows no diff.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
