import {
  catalogueOrderSchema,
  catalogueParamsSchema,
  catalogueSchema,
  catalogueUpdateSchema,
} from '@portal/contracts/bi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { recordAudit } from '../../repositories/user-admin';
import {
  catalogueWidgetOf,
  listWidgetCatalogue,
  reorderCatalogue,
  updateCatalogueWidget,
} from '../../repositories/widgets';

/**
 * The widget catalogue of /admin/bi (issue 16 §4, decision 0057): read, edit one widget's
 * words and default ON/OFF, reorder the default order. Each change and its audit row are one
 * transaction, so the audit never tells of a change that did not happen, nor misses one.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = async () => (await listWidgetCatalogue(app.db)).map(catalogueWidgetOf);

  app.get(
    '/api/BI/WidgetCatalogue',
    {
      config: { access: 'biCatalogue' },
      schema: {
        tags: ['bi'],
        summary: 'The widget catalogue in its default order',
        security: [{ bearer: [] }],
        response: responses(catalogueSchema),
      },
    },
    catalogue,
  );

  app.put(
    '/api/BI/WidgetCatalogue/:widgetID',
    {
      config: { access: 'biCatalogue' },
      schema: {
        tags: ['bi'],
        summary: 'Changes one widget’s display name, texts and default ON/OFF (audited)',
        security: [{ bearer: [] }],
        params: catalogueParamsSchema,
        body: catalogueUpdateSchema,
        response: responses(catalogueSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const rows = await listWidgetCatalogue(app.db);
      const row = rows.find((widget) => widget.widgetID === request.params.widgetID);
      if (!row) throw notFound('No such widget.');
      const before = catalogueWidgetOf(row);
      const { widgetID: _id, name: _name, displayOrder: _order, ...beforeFields } = before;
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await updateCatalogueWidget(tx, row.widgetID, request.body);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'widget.update',
          targetType: 'widget',
          target: row.name,
          before: beforeFields,
          after: { ...request.body },
        });
      });
      return catalogue();
    },
  );

  app.put(
    '/api/BI/WidgetCatalogueOrder',
    {
      config: { access: 'biCatalogue' },
      schema: {
        tags: ['bi'],
        summary: 'Sets the default order: every widget id once, first to last (audited)',
        security: [{ bearer: [] }],
        body: catalogueOrderSchema,
        response: responses(catalogueSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const rows = await listWidgetCatalogue(app.db);
      const wanted = request.body.widgetIDs;
      const known = new Set(rows.map((row) => row.widgetID));
      if (
        wanted.length !== known.size ||
        new Set(wanted).size !== wanted.length ||
        wanted.some((id) => !known.has(id))
      ) {
        const message = 'List every widget id of the catalogue exactly once.';
        throw new ApiError(400, 'validation', message, [{ path: 'widgetIDs', message }]);
      }
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        await reorderCatalogue(tx, wanted);
        await recordAudit(tx, {
          at: now,
          actor: auth.user.username,
          action: 'widget.reorder',
          targetType: 'widget',
          target: 'catalogue',
          before: { order: rows.map((row) => row.widgetID) },
          after: { order: [...wanted] },
        });
      });
      return catalogue();
    },
  );
};

export default catalogueRoutes;
