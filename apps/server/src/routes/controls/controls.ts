import {
  CONTROL_SAVED,
  controlItemMapSchema,
  deleteControlItemSchema,
  saveResultSchema,
  storedControlItemSchema,
} from '@portal/contracts/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import {
  deleteControlItem,
  listControlItems,
  saveControlItem,
} from '../../repositories/control-items';

const CONTROL_DELETED = 'Control is successfully deleted';

/**
 * Control items (platform spec 3 and 7): every signed-in form reads them; only developers
 * change them. A change is seen by each user's forms on their next load of the items.
 */
const controlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/GetControlItems',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fields'],
        summary: 'Every control item (field definition), keyed by field name',
        security: [{ bearer: [] }],
        response: responses(controlItemMapSchema),
      },
    },
    async () => listControlItems(app.db),
  );

  app.post(
    '/api/updateControlItems',
    {
      config: { access: 'developer' },
      schema: {
        tags: ['fields'],
        summary: 'Creates or replaces one control item (developers)',
        security: [{ bearer: [] }],
        body: storedControlItemSchema,
        response: responses(saveResultSchema),
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const item = request.body;
      const needsOptions = ['combo', 'radio', 'multiCheck'].includes(item.fieldType);
      const values = item.optionItems.map((option) => option.value);
      if (new Set(values).size !== values.length) {
        throw new ApiError(400, 'validation', 'Two options have the same value.', [
          { path: 'optionItems', message: 'Option values must be different.' },
        ]);
      }
      if (!needsOptions && values.length > 0) {
        throw new ApiError(400, 'validation', `A ${item.fieldType} field has no options.`, [
          { path: 'optionItems', message: 'Only combo, radio and multiCheck fields have options.' },
        ]);
      }
      await saveControlItem(app.db, item, auth.user.username, app.clock());
      request.log.info({ fieldName: item.fieldName, by: auth.user.username }, 'control item saved');
      return { message: CONTROL_SAVED };
    },
  );

  app.post(
    '/api/deleteControlItems',
    {
      config: { access: 'developer' },
      schema: {
        tags: ['fields'],
        summary: 'Deletes one control item (developers)',
        security: [{ bearer: [] }],
        body: deleteControlItemSchema,
        response: responses(saveResultSchema),
      },
    },
    async (request) => {
      const deleted = await deleteControlItem(app.db, request.body.fieldName);
      if (!deleted) throw notFound('No control item has that field name.');
      request.log.info(
        { fieldName: request.body.fieldName, by: request.auth?.user.username },
        'control item deleted',
      );
      return { message: CONTROL_DELETED };
    },
  );
};

export default controlRoutes;
