import { AUDIT_ACTION_KEYS, auditQuerySchema } from '@portal/contracts/admin';
import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/api-error';
import { listAudit } from '../../repositories/user-admin';
import { findUserRowByUsername } from '../../repositories/users';

/** The most entries one export holds, newest first (about 2 MB of workbook). */
export const AUDIT_EXPORT_MAX = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ACTION_KEYS: Record<string, keyof typeof en.admin.audit.actions> = AUDIT_ACTION_KEYS;

/**
 * GET /users/ExportAuditTrail (issue 16 §5): the audit trail, or one user's, as an Excel
 * workbook in the administrator's input language; before and after are kept as JSON text.
 */
const auditExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/ExportAuditTrail',
    {
      config: { access: 'usersAdmin' },
      schema: {
        tags: ['users'],
        summary: 'The admin audit trail as an Excel workbook (newest first, at most 10,000)',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema.pick({ username: true }),
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const words = auth.user.inputLanguage === 'French' ? fr.admin.audit : en.admin.audit;
      const { username } = request.query;
      const row = username ? await findUserRowByUsername(app.db, username) : null;
      const { entries } = await listAudit(app.db, {
        ...(username ? { username: row?.username ?? username } : {}),
        limit: AUDIT_EXPORT_MAX,
      });

      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(words.title.slice(0, 31));
      sheet.columns = [
        { header: words.at, key: 'at', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
        { header: words.actor, key: 'actor', width: 18 },
        { header: words.action, key: 'action', width: 26 },
        { header: words.target, key: 'target', width: 24 },
        { header: words.before, key: 'before', width: 60 },
        { header: words.after, key: 'after', width: 60 },
      ];
      sheet.getRow(1).font = { bold: true };
      sheet.views = [{ state: 'frozen', ySplit: 1 }];
      for (const entry of entries) {
        const key = ACTION_KEYS[entry.action];
        sheet.addRow({
          at: new Date(entry.at),
          actor: entry.actor,
          action: key ? words.actions[key] : entry.action,
          target: entry.target,
          before: entry.before ? JSON.stringify(entry.before) : '',
          after: entry.after ? JSON.stringify(entry.after) : '',
        });
      }
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const name = `audit-trail${row ? `-${row.username.replace(/[^A-Za-z0-9._-]/g, '_')}` : ''}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

export default auditExportRoute;
