import { errorResponseSchema } from '@portal/contracts/errors';
import { FORM_DATA_LIMITS, userUpdateSchema } from '@portal/contracts/shell';
import { userSchema } from '@portal/contracts/user';
import { canManageUsers } from '@portal/domain/access/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import { responses } from '../../http/responses';
import { updateUserProfile } from '../../repositories/user-profile';
import { findUserRowByUsername, loadUser, usernameKey } from '../../repositories/users';
import { listWidgetCatalogue } from '../../repositories/widgets';
import { validateProfileUpdate } from '../controls/validate-form';

/**
 * POST /users/update (platform spec 7): the Profile dialog's Save, the Welcome dialog's OK
 * and the data-reports screen's saved date range. A user updates their own record; a user
 * manager may update anyone's. Only profile fields are written (decision 0009).
 */
const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/update',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Saves the profile fields, widgets or report form data of a user',
        security: [{ bearer: [] }],
        body: userUpdateSchema,
        response: { ...responses(userSchema), 413: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw forbidden();
      const { username, ...update } = request.body;
      const own = usernameKey(username) === usernameKey(auth.user.username);
      if (!own && !canManageUsers(auth.subject)) throw forbidden();
      const row = await findUserRowByUsername(app.db, username);
      if (!row) throw notFound('No such user.');

      if (update.widgets) {
        const known = new Set((await listWidgetCatalogue(app.db)).map((w) => w.widgetID));
        const unknown = update.widgets.filter((widget) => !known.has(widget.widgetID));
        if (unknown.length > 0) {
          throw new ApiError(
            400,
            'validation',
            `No widget has the id ${unknown.map((widget) => widget.widgetID).join(', ')}.`,
          );
        }
        // Kept as the order the user sees: 1..n, whatever numbers the client sent.
        update.widgets = [...update.widgets]
          .sort((a, b) => a.displayOrder - b.displayOrder || a.widgetID - b.widgetID)
          .map((widget, index) => ({ ...widget, displayOrder: index + 1 }));
      }

      await validateProfileUpdate(app.db, row, update, auth.user.inputLanguage);
      const saved = await updateUserProfile(app.db, row.id, update, app.clock());
      if (saved === 'formDataFull')
        throw new ApiError(
          413,
          'payloadTooLarge',
          `The saved form data may hold at most ${FORM_DATA_LIMITS.storedKeys} fields and ${FORM_DATA_LIMITS.storedBytes} bytes: nothing was saved.`,
        );
      const user = await loadUser(app.db, row.id);
      if (!user) throw notFound('No such user.');
      return user;
    },
  );
};

export default updateUserRoute;
