// An in-force batch's row (decision 0086): a policy number the owner may see (as the viewer
// would show it: their in-force scope, read again from their current rights), its projection
// values from the engine, and when asked its progress-report PDF as a stored zip entry.
import { inforceScope } from '@portal/domain/inforce/access';
import { EngineUnavailable } from '../engine/pool';
import { catalogueOf } from '../reports/labels';
import { findCompany } from '../repositories/company';
import { loadPolicyWithHistory } from '../repositories/inforce';
import { accessSubjectOf, loadUser } from '../repositories/users';
import type { PolicyChunkRow } from './kinds';
import type { BatchRow } from './repository';
import type { RowRunner } from './runners';
import type { BatchDeps } from './tasks';
import { langOf, rowProblem } from './words';
import { localRecord } from './zip';

type Loaded = NonNullable<Awaited<ReturnType<typeof loadPolicyWithHistory>>>;

/** What a chunk of an in-force batch with PDFs adds to the batch's zip: stored records. */
export interface ChunkAttachment {
  records: Buffer[];
}

export function inforceRunner(
  batch: BatchRow,
  deps: BatchDeps,
  attachment: ChunkAttachment,
): RowRunner {
  const lang = langOf(batch.language);
  const today = batch.createdAt.toISOString().slice(0, 10);
  let owner: Awaited<ReturnType<typeof ownerOf>> | null = null;
  /** The policy's values, and its progress report when asked. */
  async function project(
    line: number,
    policy: Loaded['document'],
    loaded: Loaded,
    owner: NonNullable<Awaited<ReturnType<typeof ownerOf>>>,
  ) {
    const result = await deps.engine.run('batchPolicy', {
      line,
      policy,
      status: loaded.status,
      history: loaded.history,
      lang,
    });
    if (batch.pdf) {
      const document = await deps.engine.run('progressReport', {
        policy,
        status: loaded.status,
        history: loaded.history,
        lang,
        company: owner.company,
        agentName: owner.agentName,
        agentCode: owner.agentCode,
        preparedOn: batch.createdAt,
      });
      const out = await deps.renderer.pdf(
        'policy-progress',
        document,
        [],
        Math.floor(batch.createdAt.getTime() / 1000),
      );
      const title = catalogueOf(lang).pdf.progressTitle;
      const name = `${title} - ${policy.policyNumber}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
      attachment.records.push(localRecord(name, out.pdf).record);
    }
    return result;
  }
  return {
    async row(raw) {
      const row = raw as PolicyChunkRow;
      owner ??= await ownerOf(deps, batch);
      const loaded = owner
        ? await loadPolicyWithHistory(deps.db, row.policyNumber, owner.scope)
        : null;
      if (!loaded || !owner)
        return {
          problems: [
            rowProblem(batch.language, row.line, row.policyNumber, null, 'policyNotFound'),
          ],
        };
      const policy = { ...loaded.document, currentDate: today };
      try {
        return { result: await project(row.line, policy, loaded, owner) };
      } catch (error) {
        // The engine busy or late: the chunk is tried again (tasks.ts). Anything else the
        // engine or the renderer throws on this policy is this row's problem, not the batch's.
        if (error instanceof EngineUnavailable) throw error;
        deps.log.warn({ err: error, policyNumber: row.policyNumber }, 'batch: a policy failed');
        return {
          problems: [rowProblem(batch.language, row.line, row.policyNumber, null, 'engineRefused')],
        };
      }
    },
    unavailable(raw) {
      const row = raw as PolicyChunkRow;
      return [rowProblem(batch.language, row.line, row.policyNumber, null, 'engineUnavailable')];
    },
  };
}

/** The batch's owner as they are now: a user whose rights went sees nothing more. */
async function ownerOf(deps: BatchDeps, batch: BatchRow) {
  const user = await loadUser(deps.db, batch.ownerId);
  if (!user) return null;
  const company = await findCompany(deps.db);
  return {
    scope: inforceScope(accessSubjectOf(user), user.agentID),
    company: (batch.language === 'F' ? company?.displayNameFr : company?.displayNameEn) ?? '',
    agentName: user.profileName,
    agentCode: user.agentID,
  };
}
