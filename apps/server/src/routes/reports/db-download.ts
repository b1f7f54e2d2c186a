// GET /DB{dir}/{file}: a report output as a file. Only names the server generated, only a
// row it recorded, only to the report's owner (or a user manager), its bytes from the database
// whichever instance made it (decision 0085); everything else is the same 404, so nothing tells what exists. The caller is the
// bearer of a session (token and challenge) or of a signed link to this file (decision 0027);
// POST /api/ReportLink makes a fresh link.
import { downloadPath, reportLinkRequestSchema, reportLinkSchema } from '@portal/contracts/reports';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINK_PARAM, linkedPath } from '../../auth/download-links';
import { notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { contentDisposition, isOutputAddress } from '../../reports/files';
import { databaseOutputStore } from '../../reports/output-store';
import { findReportOutput } from '../../reports/repository';

const NOT_FOUND = 'No such report file.';

const dbDownload: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/DB/:dir/:file',
    {
      config: { access: 'signedIn', signedLinks: true, checksOwnPath: true },
      schema: {
        tags: ['reports'],
        summary: 'Download a report output (PDF or Excel)',
        description:
          'With the bearer token and challenge header, or with no header at all through the signed `link` the report answer gives (outputs[].openUrl): a new window can open it.',
        security: [{ bearer: [] }, {}],
        params: z.object({ dir: z.string(), file: z.string() }),
        querystring: z.object({
          [LINK_PARAM]: z
            .string()
            .max(300)
            .optional()
            .meta({ description: 'A signed download link, valid a few minutes for this file.' }),
        }),
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      const { dir, file } = request.params;
      // The address must be exactly the one the server gave: no dot segments, no encoding.
      const exact = request.url.split('?', 1)[0] === `/DB/${dir}/${file}`;
      if (!auth || !isOutputAddress(dir, file) || !exact) throw notFound(NOT_FOUND);
      const row = await findReportOutput(app.db, dir, file);
      if (!row || row.expiresAt <= app.clock()) throw notFound(NOT_FOUND);
      if (row.ownerId !== auth.session.userId && !canManageUsers(auth.subject))
        throw notFound(NOT_FOUND);
      const store = databaseOutputStore(app.db);
      // Delete-when-done: one download, by whoever removes the row (the bytes go with it).
      const taken = row.deleteWhenDone ? await store.take(dir, file) : null;
      if (row.deleteWhenDone && !taken) throw notFound(NOT_FOUND);
      const pdf = row.contentType === 'application/pdf';
      return reply
        .header('content-type', row.contentType)
        .header(
          'content-disposition',
          contentDisposition(pdf ? 'inline' : 'attachment', row.downloadName),
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', row.sizeBytes)
        .send(taken ? taken.bytes : store.open(row));
    },
  );

  app.post(
    '/api/ReportLink',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['reports'],
        summary: 'A fresh signed link to open a report output without a header (a new window)',
        security: [{ bearer: [] }],
        body: reportLinkRequestSchema,
        response: responses(reportLinkSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      const { reportID, reportOutputFile } = request.body;
      if (!auth || !isOutputAddress(reportID, reportOutputFile)) throw notFound(NOT_FOUND);
      const now = app.clock();
      const row = await findReportOutput(app.db, reportID, reportOutputFile);
      if (!row || row.expiresAt <= now) throw notFound(NOT_FOUND);
      if (row.ownerId !== auth.session.userId && !canManageUsers(auth.subject))
        throw notFound(NOT_FOUND);
      const target = { dir: reportID, file: reportOutputFile };
      const link = app.linkSigner.sign(auth.session.id, target, now);
      return {
        url: linkedPath(downloadPath(reportID, reportOutputFile), link.token),
        expiresAt: link.expiresAt.toISOString(),
      };
    },
  );

  // Any other shape under /DB (more or fewer segments, encoded slashes that became
  // segments) is not a report file: the same 404 to everyone, signed in or not.
  app.get(
    '/DB/*',
    {
      config: { access: 'public', checksOwnPath: true },
      schema: { tags: ['reports'], hide: true },
    },
    async () => {
      throw notFound(NOT_FOUND);
    },
  );
};

export default dbDownload;
