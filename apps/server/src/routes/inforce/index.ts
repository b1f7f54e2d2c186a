import type { FastifyPluginAsync } from 'fastify';
import alphaLookupRoute from './alpha-lookup';
import coverageSetupRoute from './coverage-setup';
import getPolicyRoute from './getpolicy';

/** The in-force viewer's calls: getpolicy, AlphaLookup, GetCoverageSetup (spec 7). */
const inforce: FastifyPluginAsync = async (app) => {
  await app.register(getPolicyRoute);
  await app.register(alphaLookupRoute);
  await app.register(coverageSetupRoute);
};

export default inforce;
