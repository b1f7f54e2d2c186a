// Batch runs (issue 23 §2; decision 0086): a new-business census or an in-force list, run as
// chunk jobs on any instance's queue, followed by polling its progress, cancelled by its
// owner, its files served by GET /DB/{batchId}/{file} to the owner only.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  BATCH_KINDS,
  batchIdParamsSchema,
  batchListSchema,
  batchSchema,
  CENSUS_MAX_BYTES,
  CENSUS_MAX_ROWS,
  newBusinessBatchFieldsSchema,
} from '@portal/contracts/batch';
import { type CensusFileProblem, readCensus } from '@portal/domain/batch/census';
import { formatFileSize } from '@portal/domain/fields/file-size';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../app-context';
import { type CensusChunkRow, CHUNK_ROWS } from '../../batch/kinds';
import { findOwnBatch, listOwnBatches, moveBatch } from '../../batch/repository';
import { checkActiveLimit, startBatch } from '../../batch/start';
import {
  BATCH_CHUNK_TASK,
  BATCH_FINISH_TASK,
  type BatchDeps,
  batchChunkTask,
  batchFinishTask,
} from '../../batch/tasks';
import { batchView } from '../../batch/view';
import { answerLanguageOf, wordsOf } from '../../batch/words';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  checkWorkbookZip,
  csvRows,
  FileRefusal,
  sniffKind,
  xlsxRows,
} from '../../imports/user-file';
import type { ReportRenderer } from '../../reports/pool';
import inforceBatchRoute from './inforce';

/** Batches listed: those of the last week (their files are kept as long). */
const LISTED_MS = 7 * 24 * 60 * 60 * 1000;

const NOT_FOUND = 'No batch with this id.';

export const batchLanguageOf = (auth: Auth, asked?: 'E' | 'F'): 'E' | 'F' =>
  asked ?? (auth.user.reportLanguage === 'French' ? 'F' : 'E');

const batchRoutes: FastifyPluginAsyncZod<{ renderer: ReportRenderer }> = async (app, options) => {
  const deps: BatchDeps = {
    db: app.db,
    engine: app.engine,
    jobs: app.jobs,
    renderer: options.renderer,
    links: app.linkSigner,
    log: app.log,
    clock: app.clock,
    observeBatch: app.metrics.batch,
  };
  app.jobs.define(BATCH_CHUNK_TASK, batchChunkTask(deps));
  app.jobs.define(BATCH_FINISH_TASK, batchFinishTask(deps));

  await app.register(multipart, {
    limits: {
      fileSize: CENSUS_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 64,
      parts: 6,
      headerPairs: 100,
    },
  });

  const view = (auth: Auth, row: Parameters<typeof batchView>[1]) =>
    batchView({ db: app.db, links: app.linkSigner, now: app.clock(), auth }, row);

  app.post(
    '/api/batch/newBusiness',
    {
      config: { access: 'newBusinessBatch' },
      bodyLimit: CENSUS_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['batch'],
        summary: 'Starts a new-business batch: a census illustrated life by life (202)',
        description:
          'multipart/form-data: `census` (a .csv in UTF-8, comma or semicolon, or an .xlsx; at most 5 MB and 10,000 lives; a header row naming the columns in English or French), optional `language` (E or F) and `pdf` ("true" or "false", default true). 202 with the batch; follow GET /api/batch/{batchId}. A file that cannot be read, has no usable header, no rows or too many: 400 naming why, nothing made. Three batches queued or running already: 429.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 202: batchSchema, ...responses(batchSchema) },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      if (!request.isMultipart())
        throw new ApiError(400, 'badRequest', 'Send the census as multipart/form-data.');
      const dir = await mkdtemp(join(tmpdir(), 'batch-census-'));
      const path = join(dir, 'census');
      try {
        const fields: Record<string, string> = {};
        let fileName: string | null = null;
        let tooLarge = false;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'census' || fileName !== null) {
                part.file.resume();
                throw new ApiError(400, 'validation', 'Send one file, in the field census.');
              }
              fileName = part.filename.slice(0, 200) || 'census';
              await pipeline(part.file, createWriteStream(path));
              if (part.file.truncated) tooLarge = true;
            } else fields[part.fieldname] = String(part.value);
          }
        } catch (error) {
          const code = (error as { code?: string } | null)?.code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
          else if (
            code === 'FST_FILES_LIMIT' ||
            code === 'FST_PARTS_LIMIT' ||
            code === 'FST_FIELDS_LIMIT'
          )
            throw new ApiError(400, 'validation', 'Send one file, in the field census.');
          else throw error;
        }
        const parsed = newBusinessBatchFieldsSchema.strict().safeParse(fields);
        if (!parsed.success)
          throw new ApiError(400, 'validation', 'language must be E or F and pdf true or false.', [
            {
              path: parsed.error.issues[0]?.path.join('.') ?? '',
              message: parsed.error.issues[0]?.message ?? '',
            },
          ]);
        const language = batchLanguageOf(auth, parsed.data.language);
        const answer = answerLanguageOf(auth.user);
        const refuse = (problem: CensusFileProblem) => {
          const lang = answer === 'F' ? 'fr' : 'en';
          const message = wordsOf(answer)
            .fileProblems[problem].replace(
              '{{rows}}',
              CENSUS_MAX_ROWS.toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA'),
            )
            .replace('{{size}}', formatFileSize(CENSUS_MAX_BYTES, lang));
          return new ApiError(
            problem === 'tooLarge' ? 413 : 400,
            problem === 'tooLarge' ? 'payloadTooLarge' : 'validation',
            message,
            [{ path: 'census', message }],
          );
        };
        if (tooLarge) throw refuse('tooLarge');
        if (fileName === null) throw refuse('noRows');
        await checkActiveLimit(app.db, auth.session.userId, answer);
        let reading: Awaited<ReturnType<typeof readCensus>>;
        try {
          reading = await readCensus(await censusRows(path), CENSUS_MAX_ROWS);
        } catch (error) {
          if (error instanceof FileRefusal) throw refuse(fileProblemOf(error.code));
          throw error;
        }
        if (reading.fileProblem) throw refuse(reading.fileProblem);
        const rows: CensusChunkRow[] = [
          ...reading.lives.map(({ line, row }) => ({ line, reference: row.reference, row })),
          ...reading.refused.map(({ line, reference, problems }) => ({
            line,
            reference,
            problems: problems.map(({ column, code }) => ({ column, code })),
          })),
        ].sort((a, b) => a.line - b.line);
        const batch = await startBatch(
          { db: app.db, jobs: app.jobs, now: app.clock() },
          {
            ownerId: auth.session.userId,
            kind: 'newBusiness',
            source: fileName,
            language,
            pdf: parsed.data.pdf === 'true',
            rows,
            chunkRows: app.config.batchChunkRows ?? CHUNK_ROWS.newBusiness,
          },
        );
        return reply.code(202).send(await view(auth, batch));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  await app.register(inforceBatchRoute, { view });

  app.get(
    '/api/batch',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['batch'],
        summary: "The caller's batches of the last 7 days, newest first",
        querystring: z.object({ kind: z.enum(BATCH_KINDS).optional() }),
        security: [{ bearer: [] }],
        response: responses(batchListSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const since = new Date(app.clock().getTime() - LISTED_MS);
      const rows = await listOwnBatches(app.db, auth.session.userId, since, request.query.kind);
      const batches = [];
      for (const row of rows) batches.push(await view(auth, row));
      return { batches };
    },
  );

  /** The caller's batch named in the path; another user's is the same 404 as none. */
  const ownBatch = async (request: { auth?: Auth | null; params: { batchId: string } }) => {
    const auth = request.auth;
    if (!auth) throw forbidden();
    const row = await findOwnBatch(app.db, request.params.batchId, auth.session.userId);
    if (!row) throw notFound(NOT_FOUND);
    return { auth, row };
  };

  app.get(
    '/api/batch/:batchId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['batch'],
        summary: 'One of the caller’s batches: status, progress, refused rows, files',
        params: batchIdParamsSchema,
        security: [{ bearer: [] }],
        response: responses(batchSchema),
      },
    },
    async (request) => {
      const { auth, row } = await ownBatch(request);
      return view(auth, row);
    },
  );

  app.post(
    '/api/batch/:batchId/cancel',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['batch'],
        summary:
          'Cancels a queued or running batch of the caller (a finished one is answered as it is)',
        params: batchIdParamsSchema,
        security: [{ bearer: [] }],
        response: responses(batchSchema),
      },
    },
    async (request) => {
      const { auth, row } = await ownBatch(request);
      const now = app.clock();
      await moveBatch(app.db, row.id, ['queued', 'running'], 'cancelled', {
        cancelled: true,
        finishedAt: now,
      });
      return view(auth, (await findOwnBatch(app.db, row.id, auth.session.userId)) ?? row);
    },
  );
};

function fileProblemOf(code: FileRefusal['code']): CensusFileProblem {
  if (code === 'emptyFile') return 'noRows';
  if (code === 'badEncoding') return 'badEncoding';
  if (code === 'wrongType') return 'wrongType';
  return 'unreadable';
}

/** The census file's rows, once its kind is known from its bytes (an .xlsx's zip checked). */
async function censusRows(path: string) {
  const size = (await stat(path)).size;
  const handle = await open(path, 'r');
  const head = Buffer.alloc(Math.min(size, 8192));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (sniffKind(head) === 'xlsx') {
    await checkWorkbookZip(path, size);
    return xlsxRows(path);
  }
  return csvRows(path);
}

export default batchRoutes;
