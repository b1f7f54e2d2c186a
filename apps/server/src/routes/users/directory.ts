import { tokenDataSchema } from '@portal/contracts/auth';
import {
  directoryExchangeSchema,
  directoryNonceSchema,
  directorySettingsSchema,
} from '@portal/contracts/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryOf, exchangeDirectoryToken } from '../../auth/directory/sign-in';
import { responses } from '../../http/responses';

/** Directory single sign-on (AUTH_METHOD=AD; decision 0049). Refused with 403 otherwise. */
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/directorySettings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'The directory to sign in with (AD only): issuer, client id, scopes',
        response: responses(directorySettingsSchema),
      },
    },
    async () => {
      const directory = directoryOf(app);
      return {
        authority: directory.config.issuer,
        clientId: directory.config.clientId,
        scope: (await directory.scopes()).join(' '),
        postLogoutRedirect: directory.config.postLogoutRedirect ?? null,
      };
    },
  );

  app.post(
    '/users/directory/nonce',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'A sign-in nonce for the directory request; the exchange needs it (AD only)',
        response: responses(directoryNonceSchema),
      },
    },
    async () => {
      directoryOf(app);
      return { nonce: app.directoryNonces.issue(app.clock()) };
    },
  );

  app.post(
    '/users/directory/session',
    {
      // The directory's own token, not a portal jwt, is what authenticates this call.
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: "Exchange the directory's id token for a portal session (AD only)",
        body: directoryExchangeSchema,
        response: responses(tokenDataSchema),
      },
    },
    async (request) => exchangeDirectoryToken(app, request, request.body.idToken),
  );
};

export default directoryRoutes;
