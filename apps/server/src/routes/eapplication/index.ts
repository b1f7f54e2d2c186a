import type { FastifyPluginAsync } from 'fastify';
import { loadEappKey } from '../../eapp/secrets';
import applicationRoutes from './applications';
import draftRoutes from './drafts';
import settingsRoutes from './settings';

/** The e-application (issue 20): drafts, Submit, the lists and status changes, e-app settings. */
const eapplication: FastifyPluginAsync = async (app) => {
  const { key, source } = await loadEappKey(app.config.eappEncryptionKey, app.config.dataDir);
  if (source === 'generated')
    app.log.info(
      { dataDir: app.config.dataDir },
      'generated the e-application encryption key in the data directory (set EAPP_ENCRYPTION_KEY to choose one)',
    );
  await app.register(draftRoutes);
  await app.register(applicationRoutes, { key });
  await app.register(settingsRoutes);
};

export default eapplication;
