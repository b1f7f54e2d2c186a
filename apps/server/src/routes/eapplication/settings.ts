import { EAPP_SETTINGS_FIELDS, EAPP_SETTINGS_FORM } from '@portal/contracts/eapp-items';
import {
  DEFAULT_EAPP_SETTINGS,
  type EAppSettings,
  eAppSettingsSchema,
} from '@portal/contracts/eapplication';
import { languageCode } from '@portal/domain/fields/control-item';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { loadEappSettings, saveEappSettings } from '../../repositories/eapplications';
import { validateSubmittedForm } from '../controls/validate-form';
import { authOf } from './applications';

/** What is stored, over the defaults (a user who never saved has the defaults). */
function withDefaults(stored: Record<string, unknown>): EAppSettings {
  const parsed = eAppSettingsSchema.partial().safeParse(stored);
  return { ...DEFAULT_EAPP_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** E-app settings (decision 0062): any signed-in user's own (platform spec 6). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['eapplication'], security: [{ bearer: [] }] };

  app.get(
    '/api/eapp-settings',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'The caller’s e-application preferences',
        response: responses(eAppSettingsSchema),
      },
    },
    async (request) => withDefaults(await loadEappSettings(app.db, authOf(request).session.userId)),
  );

  app.post(
    '/api/eapp-settings',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary:
          'Save the caller’s e-application preferences, checked against the eAppSettings control items (400 changes nothing)',
        body: eAppSettingsSchema,
        response: responses(eAppSettingsSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const values: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(EAPP_SETTINGS_FIELDS))
        values[field] = request.body[key as keyof EAppSettings];
      await validateSubmittedForm(
        app.db,
        EAPP_SETTINGS_FORM,
        values,
        languageCode(auth.user.inputLanguage),
      );
      await saveEappSettings(app.db, auth.session.userId, request.body);
      return withDefaults(request.body);
    },
  );
};

export default settingsRoutes;
