import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/api-error';
import { markScopePublic } from './route-access';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ['/api', '/users', '/tracking', '/Report', '/DB', '/health'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: its files, and index.html for every other page address so that client
 * routes such as /inforce/policyLookup load directly. Without a build, / says how to make one.
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: { webDist: string; hasWebDist: boolean },
) {
  const { webDist, hasWebDist } = options;
  if (hasWebDist) {
    await app.register(async (scope) => {
      markScopePublic(scope);
      await scope.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        // Vite names everything under /assets by its content hash: it never changes.
        setHeaders(reply, path) {
          const underAssets = path.startsWith(join(webDist, 'assets'));
          reply.header('cache-control', underAssets ? IMMUTABLE : 'no-cache');
        },
      });
    });
  } else {
    app.get(
      '/',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`, then restart the server.\n'),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasWebDist && wantsPage(request)) {
      const html = await readFile(join(webDist, 'index.html'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply
      .code(404)
      .send(
        errorBody(404, 'notFound', `No route for ${request.method} ${request.url.split('?')[0]}`),
      );
  });
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['route-access'] });
