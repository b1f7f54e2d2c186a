import type { FastifyPluginAsync } from 'fastify';
import illustrationRoutes from './premium';
import savedIllustrationRoutes from './saved';

/** The new-business illustration calls: first-year premium, the whole illustration, saved cases. */
const illustration: FastifyPluginAsync = async (app) => {
  await app.register(illustrationRoutes);
  await app.register(savedIllustrationRoutes);
};

export default illustration;
