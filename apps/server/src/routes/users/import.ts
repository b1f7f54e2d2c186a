import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { AuditAction } from '@portal/contracts/admin';
import type { ErrorResponse } from '@portal/contracts/errors';
import { userImportEn, userImportFr } from '@portal/contracts/i18n/areas/user-import';
import {
  importIssuePath,
  USER_IMPORT_PATH,
  USER_IMPORT_PROGRESS_PATH,
  USER_IMPORT_TEMPLATE_PATH,
  type UserImportResult,
  userImportFieldsSchema,
  userImportProgressParamsSchema,
  userImportProgressSchema,
  userImportQuerySchema,
  userImportResultSchema,
} from '@portal/contracts/user-import';
import { formatFileSize } from '@portal/domain/fields/file-size';
import {
  DuplicateUsers,
  type HeaderMap,
  IMPORT_LIMITS,
  type ImportProblem,
  importTemplateCsv,
  isBlankRow,
  mapHeader,
  readRow,
} from '@portal/domain/users/import-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  ImportProgressBoard,
  type ImportProgressEntry,
  progressEntry,
  setPhase,
} from '../../imports/progress';
import {
  checkWorkbookZip,
  csvRows,
  FileRefusal,
  type FileRow,
  sniffKind,
  xlsxRows,
} from '../../imports/user-file';
import { findSessionWithUser } from '../../repositories/sessions';
import { recordAudit } from '../../repositories/user-admin';
import {
  disableAbsent,
  loadExistingUsers,
  loadImportRoles,
  type PendingUser,
  writeBatch,
} from '../../repositories/user-import';
import { accessSubjectOf, forgetUserCounts } from '../../repositories/users';

const BATCH = 1000;

type Problem = ImportProblem & { first?: number };

/** The file is refused: nothing was written (the transaction rolls back). */
class ImportRefused extends Error {
  override name = 'ImportRefused';
  constructor(
    readonly problems: Problem[],
    readonly total: number,
    readonly status = 400,
  ) {
    super('import refused');
  }
}

function refusal(
  language: 'English' | 'French',
  problems: Problem[],
  total: number,
  status: number,
): ApiError {
  const words = language === 'French' ? userImportFr : userImportEn;
  const lang = language === 'French' ? 'fr' : 'en';
  const issues: NonNullable<ErrorResponse['issues']> = problems.map((p) => ({
    path: importIssuePath(p.line, p.column),
    message: words.problems[p.code]
      .replace('{{first}}', String(p.first ?? ''))
      .replace('{{size}}', formatFileSize(IMPORT_LIMITS.maxBytes, lang))
      .replace('{{rows}}', IMPORT_LIMITS.maxRows.toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA')),
  }));
  if (total > problems.length) {
    // The last line says how many were left out, in the same language.
    const count = (n: number) => n.toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA');
    issues.push({
      path: importIssuePath(0, ''),
      message: words.problemsMore
        .replace('{{shown}}', count(problems.length))
        .replace('{{total}}', count(total)),
    });
  }
  const message =
    total > problems.length
      ? `${words.failure}: ${total} problems, the first ${problems.length} listed.`
      : `${words.failure}: ${total} problem${total === 1 ? '' : 's'}.`;
  return new ApiError(status, status === 413 ? 'payloadTooLarge' : 'validation', message, issues);
}

/**
 * POST /users/Uploadusers (platform spec 2.10, 7, 8; issue 16 §3; decision 0053) and the
 * template download GET /users/UploadusersTemplate (decision 0052). Admin permission only.
 */
const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.get(
    USER_IMPORT_TEMPLATE_PATH,
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary: 'The user import template: a CSV header of every column and one example row',
        security: [{ bearer: [] }],
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="user-import-template.csv"')
        .header('cache-control', 'private, no-store')
        .send(importTemplateCsv()),
  );

  const board = new ImportProgressBoard();

  app.get(
    `${USER_IMPORT_PROGRESS_PATH}/:progressId`,
    {
      config: {
        access: 'usersAdmin',
        // On PGlite the import's transaction holds the one connection: the importing session
        // is checked as that transaction read it, so the figures stay live (decision 0076).
        heldSession: (request, sessionId) =>
          app.databaseKind === 'pglite'
            ? board.heldSession((request.params as { progressId?: string }).progressId, sessionId)
            : null,
      },
      schema: {
        tags: ['users'],
        summary: 'Rows read and written so far by an import started with this progressId',
        security: [{ bearer: [] }],
        params: userImportProgressParamsSchema,
        response: responses(userImportProgressSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const progress = board.read(request.params.progressId, auth.user.username);
      if (!progress) throw notFound('No import with this progress id.');
      return progress;
    },
  );

  app.post(
    USER_IMPORT_PATH,
    {
      config: { access: 'usersAdmin' },
      bodyLimit: IMPORT_LIMITS.maxBytes + 1024 * 1024,
      schema: {
        tags: ['users'],
        summary: 'Bulk user import from a CSV or .xlsx file, all or nothing',
        description:
          'multipart/form-data with File (CSV in UTF-8, comma or semicolon, or Excel .xlsx; at most 20 MB and 200,000 rows), FileDirectory (empty) and isFullUpdate ("true" for a full update: users absent from the file are disabled). The first row names the columns (see GET /users/UploadusersTemplate). Any bad row refuses the whole file: the 400 answer lists each problem in `issues`, `path` being "line:column" and `message` in the administrator\'s language.',
        consumes: ['multipart/form-data'],
        querystring: userImportQuerySchema,
        security: [{ bearer: [] }],
        response: responses(userImportResultSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const language = auth.user.inputLanguage;
      if (!request.isMultipart()) {
        throw new ApiError(400, 'badRequest', 'Send the file as multipart/form-data.');
      }
      // On the board from the start, so a progress call never queues a database read that
      // the import's transaction would then hold up (decision 0076).
      const { progressId } = request.query;
      const progress = progressId
        ? board.start(progressId, auth.user.username, auth.session.id)
        : progressEntry(auth.user.username, auth.session.id);
      const dir = await mkdtemp(join(tmpdir(), 'user-import-'));
      const path = join(dir, 'upload');
      try {
        const fields: Record<string, string> = {};
        let fileName: string | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'File' || fileName !== null) {
                part.file.resume();
                throw new ApiError(400, 'validation', 'Send one file, in the field File.');
              }
              fileName = part.filename.slice(0, 200);
              await pipeline(part.file, createWriteStream(path));
              if (part.file.truncated) throw new ImportRefused([tooLarge()], 1, 413);
            } else {
              fields[part.fieldname] = String(part.value);
            }
          }
        } catch (error) {
          if (isFileTooLarge(error)) throw new ImportRefused([tooLarge()], 1, 413);
          throw error;
        }
        const parsed = userImportFieldsSchema.strict().safeParse(fields);
        if (!parsed.success) {
          throw new ApiError(
            400,
            'validation',
            'FileDirectory must be empty and isFullUpdate true or false.',
          );
        }
        const isFullUpdate = parsed.data.isFullUpdate === 'true';
        if (fileName === null) throw new ImportRefused([fileProblem('emptyFile')], 1);
        const size = (await stat(path)).size;
        const rows = await fileRows(path, size);
        return await importRows(rows, isFullUpdate, auth, fileName, progress);
      } catch (error) {
        if (error instanceof ImportRefused) {
          throw refusal(language, error.problems, error.total, error.status);
        }
        if (error instanceof FileRefusal) {
          throw refusal(language, [{ line: error.line, column: '', code: error.code }], 1, 400);
        }
        throw error;
      } finally {
        if (progressId) board.finish(progressId);
        else setPhase(progress, 'released', null);
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  async function importRows(
    rows: AsyncIterable<FileRow>,
    isFullUpdate: boolean,
    auth: Auth,
    fileName: string,
    progress: Progress,
  ): Promise<UserImportResult> {
    const now = app.clock();
    try {
      return await importTransaction(rows, isFullUpdate, auth, fileName, progress, now);
    } finally {
      forgetUserCounts();
    }
  }

  function importTransaction(
    rows: AsyncIterable<FileRow>,
    isFullUpdate: boolean,
    auth: Auth,
    fileName: string,
    progress: Progress,
    now: Date,
  ): Promise<UserImportResult> {
    return app.db.transaction(async (tx) => {
      try {
        await holdSession(tx, auth.session.id, progress);
        return await importInTransaction(
          tx,
          rows,
          isFullUpdate,
          auth.user.username,
          fileName,
          progress,
          now,
        );
      } finally {
        // Before the commit: from then on the progress call's check reads the database again.
        setPhase(progress, 'released', null);
      }
    });
  }

  /**
   * On PGlite, nothing else can commit until this transaction ends: the importing session as
   * read here is what the database says of it throughout, so the progress call may be checked
   * against it instead of waiting for the connection (decision 0076). PostgreSQL's other
   * connections stay free, so there the usual check reads the database on every call.
   */
  async function holdSession(tx: Db, sessionId: string, progress: Progress): Promise<void> {
    const found = app.databaseKind === 'pglite' ? await findSessionWithUser(tx, sessionId) : null;
    const held = found ? { ...found, subject: accessSubjectOf(found.user) } : null;
    setPhase(progress, held ? 'held' : 'released', held);
  }

  async function importInTransaction(
    tx: Db,
    rows: AsyncIterable<FileRow>,
    isFullUpdate: boolean,
    self: string,
    fileName: string,
    progress: Progress,
    now: Date,
  ): Promise<UserImportResult> {
    const existing = await loadExistingUsers(tx);
    const roles = await loadImportRoles(tx);
    const duplicates = new DuplicateUsers();
    const problems: Problem[] = [];
    let total = 0;
    const note = (problem: Problem) => {
      total += 1;
      if (problems.length < IMPORT_LIMITS.maxProblemsListed) problems.push(problem);
    };
    let header: HeaderMap | null = null;
    let count = 0;
    let created = 0;
    let updated = 0;
    const named: number[] = [];
    let batch: PendingUser[] = [];
    const flush = async () => {
      if (batch.length === 0 || total > 0) return;
      const newIds = await writeBatch(tx, batch, now, isFullUpdate);
      created += newIds.length;
      progress.rowsWritten += batch.length;
      app.log.debug({ rowsWritten: progress.rowsWritten }, 'user import: batch written');
      updated += batch.length - newIds.length;
      named.push(...newIds);
      batch = [];
    };
    for await (const row of rows) {
      if (isBlankRow(row.cells)) continue;
      if (header === null) {
        header = mapHeader(row.cells, row.line);
        for (const problem of header.problems) note(problem);
        if (total > 0) break;
        continue;
      }
      count += 1;
      progress.rowsRead = count;
      if (count > IMPORT_LIMITS.maxRows) {
        note(fileProblem('tooManyRows'));
        break;
      }
      const read = readRow(row.line, row.cells, header);
      for (const problem of read.problems) note(problem);
      const user = read.user;
      if (!user) continue;
      const first = duplicates.check(user.username, row.line);
      if (first !== null) {
        note({ line: row.line, column: 'username', code: 'duplicateUser', first });
        continue;
      }
      const role = user.role ? roles.get(user.role.trim().toLowerCase()) : undefined;
      if (user.role && !role) {
        note({ line: row.line, column: 'role', code: 'unknownRole' });
        continue;
      }
      if (total > 0) continue;
      const known = existing.get(user.username.toLowerCase()) ?? null;
      if (known) named.push(known.id);
      batch.push({ user, role: role ?? null, existing: known });
      if (batch.length >= BATCH) await flush();
    }
    if (total === 0 && (header === null || count === 0)) note(fileProblem('emptyFile'));
    const own = existing.get(self.toLowerCase());
    if (total === 0 && isFullUpdate && own && !duplicates.has(self)) {
      note({ line: 0, column: 'username', code: 'ownAccount' });
    }
    if (total > 0) throw new ImportRefused(problems, total);
    await flush();
    const disabled = isFullUpdate ? await disableAbsent(tx, named, now) : 0;
    const result = { isFullUpdate, rows: count, created, updated, disabled };
    // The audit trail's entry commits with the import or not at all (decision 0053).
    await recordAudit(tx, {
      at: now,
      actor: self,
      action: 'users.import' satisfies AuditAction,
      targetType: 'file',
      target: fileName,
      before: null,
      after: result,
    });
    return result;
  }
};

type Progress = ImportProgressEntry;

const fileProblem = (code: Problem['code']): Problem => ({ line: 0, column: '', code });
const tooLarge = () => fileProblem('tooLarge');

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

/** The file's rows, once its kind is known from its bytes (and an .xlsx's zip is checked). */
async function fileRows(path: string, size: number): Promise<AsyncIterable<FileRow>> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(Math.min(size, 8192));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const kind = sniffKind(head);
  if (kind === 'xlsx') {
    await checkWorkbookZip(path, size);
    return xlsxRows(path);
  }
  return csvRows(path);
}

export default userImportRoutes;
