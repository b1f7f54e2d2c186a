import {
  allSetupItemsSchema,
  deleteSetupSchema,
  fundSetupListSchema,
  type ProductSetups,
  productParamsSchema,
  productSetupsSchema,
  SETUP_SAVED,
  saveResultSchema,
  setupItemInputSchema,
} from '@portal/contracts/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { deleteSetupItem, listSetupItems, saveSetupItem } from '../../repositories/control-items';

const SETUP_DELETED = 'InterfaceSetup is successfully deleted';

/**
 * Interface setup items per product (platform spec 3 and 7): read by every signed-in form
 * that needs a product's settings or funds, changed only by developers.
 */
const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/InterfaceFundSetup/:productId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['setup'],
        summary: 'The funds a product offers, with their default rates, in display order',
        security: [{ bearer: [] }],
        params: productParamsSchema,
        response: responses(fundSetupListSchema),
      },
    },
    async (request) => {
      const items = await listSetupItems(app.db, request.params.productId);
      if (items.length === 0) throw notFound('No product has that id.');
      return items
        .filter((item) => item.setupType === 'fund' && item.isActive)
        .map((item) => ({
          prodID: item.prodID,
          fundCode: item.setupKey,
          fundNameEn: item.captionEn,
          fundNameFr: item.captionFr,
          defaultRate: Number(item.value),
          displayOrder: item.displayOrder,
        }))
        .filter((fund) => Number.isFinite(fund.defaultRate));
    },
  );

  app.get(
    '/api/getAllInterfaceSetupItems/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['setup'],
        summary: 'Setup items of every product',
        security: [{ bearer: [] }],
        response: responses(allSetupItemsSchema),
      },
    },
    async () => {
      const byProduct = new Map<string, ProductSetups>();
      for (const item of await listSetupItems(app.db)) {
        const entry = byProduct.get(item.prodID) ?? { prodID: item.prodID, setups: [] };
        entry.setups.push(item);
        byProduct.set(item.prodID, entry);
      }
      return [...byProduct.values()];
    },
  );

  app.get(
    '/api/allSetups/:productId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['setup'],
        summary: 'Every setup item of one product',
        security: [{ bearer: [] }],
        params: productParamsSchema,
        response: responses(productSetupsSchema),
      },
    },
    async (request) => {
      const setups = await listSetupItems(app.db, request.params.productId);
      if (setups.length === 0) throw notFound('No product has that id.');
      return { prodID: request.params.productId, setups };
    },
  );

  app.post(
    '/api/updateInterfaceSetup',
    {
      config: { access: 'developer' },
      schema: {
        tags: ['setup'],
        summary: 'Creates or replaces one setup item (developers)',
        security: [{ bearer: [] }],
        body: setupItemInputSchema,
        response: responses(saveResultSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const item = request.body;
      if (item.setupType === 'fund' && !/^-?\d+(\.\d+)?$/.test(item.value)) {
        throw new ApiError(400, 'validation', 'A fund’s value is its default rate, a number.', [
          { path: 'value', message: 'Enter the default rate as a number, such as 1.25.' },
        ]);
      }
      await saveSetupItem(app.db, item, auth.user.username, app.clock());
      request.log.info({ ...item, by: auth.user.username }, 'setup item saved');
      return { message: SETUP_SAVED };
    },
  );

  app.post(
    '/api/deleteInterfaceSetup',
    {
      config: { access: 'developer' },
      schema: {
        tags: ['setup'],
        summary: 'Deletes one setup item (developers)',
        security: [{ bearer: [] }],
        body: deleteSetupSchema,
        response: responses(saveResultSchema),
      },
    },
    async (request) => {
      const deleted = await deleteSetupItem(app.db, request.body);
      if (!deleted) throw notFound('No setup item has that product, type and key.');
      request.log.info({ ...request.body, by: request.auth?.user.username }, 'setup item deleted');
      return { message: SETUP_DELETED };
    },
  );
};

export default setupRoutes;
