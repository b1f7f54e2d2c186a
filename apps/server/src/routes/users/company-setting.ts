import type { ApiPolicy } from '@portal/domain/access/api-policies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/api-error';
import { responses } from '../../http/responses';
import { recordAudit } from '../../repositories/user-admin';

/**
 * GET and POST of one company setting on the Roles screen (decisions 0030, 0081): read under
 * `readAccess`, changed by administrators only (`usersAdmin`), each change written with its
 * audit row in one transaction. The POST answers the setting as saved.
 */
export function companySettingRoutes<Schema extends z.ZodObject>(spec: {
  path: string;
  readAccess: ApiPolicy;
  schema: Schema;
  summaries: { read: string; change: string };
  read(db: Db): Promise<z.infer<Schema>>;
  /**
   * The change as the audit trail says it, before and after; throws the call's refusal when
   * the change may not be made (nothing is written).
   */
  describe(
    db: Db,
    change: z.infer<Schema>,
    before: z.infer<Schema>,
  ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
  write(tx: Db, change: z.infer<Schema>, now: Date): Promise<void>;
  /** The audit row's action, and its target (a company setting). */
  audit: { action: string; target: string };
}): FastifyPluginAsyncZod {
  // The routes see the setting's schema as any schema: each setting's own type is checked
  // where it is declared, and the contract still validates both bodies and documents them.
  const schema: ZodType = spec.schema;
  return async (app) => {
    const common = { tags: ['roles'], security: [{ bearer: [] }] };
    app.get(
      spec.path,
      {
        config: { access: spec.readAccess },
        schema: { ...common, summary: spec.summaries.read, response: responses(schema) },
      },
      async () => spec.read(app.db),
    );

    app.post(
      spec.path,
      {
        config: { access: 'usersAdmin' },
        schema: {
          ...common,
          summary: spec.summaries.change,
          body: schema,
          response: responses(schema),
        },
      },
      async (request) => {
        const auth = request.auth;
        if (!auth) throw forbidden();
        const change = request.body as z.infer<Schema>;
        const said = await spec.describe(app.db, change, await spec.read(app.db));
        const now = app.clock();
        await app.db.transaction(async (tx) => {
          await spec.write(tx, change, now);
          await recordAudit(tx, {
            at: now,
            actor: auth.user.username,
            action: spec.audit.action,
            targetType: 'company',
            target: spec.audit.target,
            ...said,
          });
        });
        return change;
      },
    );
  };
}
