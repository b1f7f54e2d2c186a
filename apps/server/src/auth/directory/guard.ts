import { type ApiPolicy, decideAccess } from '@portal/domain/access/api-policies';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden } from '../../http/api-error';
import { accessSubjectOf } from '../../repositories/users';
import { directoryUser, verifyDirectoryToken } from './sign-in';
import { looksLikeDirectoryToken } from './verifier';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * For the routes marked `directoryToken` (GET /users/{username}): with AUTH_METHOD=AD a
 * directory token stands for the user it names, checked against the same policy; no portal
 * session is opened. Anything else goes through the usual guard.
 */
export function directoryTokenGuard(
  app: FastifyInstance,
  policy: ApiPolicy,
  usual: onRequestHookHandler,
): onRequestHookHandler {
  // The usual guard is an async hook that takes only the request.
  const usualGuard = usual as unknown as (request: FastifyRequest) => Promise<void>;
  return async function directoryAwareGuard(request) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!app.directory || !token || !looksLikeDirectoryToken(token)) {
      return usualGuard.call(app, request);
    }
    const identity = await verifyDirectoryToken(app, request, token);
    const user = await directoryUser(app, request, identity);
    if (decideAccess(policy, accessSubjectOf(user)) !== 'allow') throw forbidden();
    request.directoryUser = user;
  };
}
