import { API_POLICIES, type ApiPolicy } from '@portal/domain/access/api-policies';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { HeldSession } from './access-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: one of the named policies of packages/domain (required). */
    access?: ApiPolicy;
    /**
     * The route also takes a signed download link (`?link=`) in place of the bearer token and
     * challenge (decision 0027): only the report download, which a new window opens.
     */
    signedLinks?: boolean;
    /**
     * The route answers a user who must change their password first (issue 16): only the
     * password change itself and reading one's own record. Every other guarded route refuses
     * them with 403 passwordChangeRequired.
     */
    duringPasswordChange?: boolean;
    /** With AUTH_METHOD=AD the route also takes a directory token as bearer (decision 0049). */
    directoryToken?: boolean;
    /**
     * While its own session's long transaction holds PGlite's one connection, the session as
     * that transaction read it (decision 0076): only the import's progress call.
     */
    heldSession?: HeldSession;
  }
}

const PUBLIC_SCOPE = Symbol('publicScope');

/**
 * Marks a plugin scope whose routes come from a third-party plugin that cannot declare a
 * policy (the swagger UI, the built web app's files): they are all public, on purpose.
 */
export function markScopePublic(scope: FastifyInstance): void {
  (scope as unknown as Record<symbol, boolean>)[PUBLIC_SCOPE] = true;
}

function isPublicScope(scope: FastifyInstance): boolean {
  return (scope as unknown as Record<symbol, boolean | undefined>)[PUBLIC_SCOPE] === true;
}

export class MissingAccessPolicyError extends Error {
  override name = 'MissingAccessPolicyError';
}

/**
 * Every route declares who may call it, or the server does not start: a forgotten policy is
 * a start-up failure, never an open door. Register before any route, so it sees them all.
 */
async function routeAccessPlugin(app: FastifyInstance) {
  app.addHook('onRoute', function checkAccessPolicy(this: FastifyInstance, route: RouteOptions) {
    const declared = route.config?.access;
    if (declared === undefined && isPublicScope(this)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (declared === undefined || !Object.hasOwn(API_POLICIES, declared)) {
      const methods = [route.method].flat().join(',');
      throw new MissingAccessPolicyError(
        `Route ${methods} ${route.url} declares no access policy (config.access): ` +
          `use one of ${Object.keys(API_POLICIES).join(', ')}.`,
      );
    }
  });
}

export default fp(routeAccessPlugin, { name: 'route-access' });
