import { startDevProvider } from './dev-provider';

/**
 * `npm run dev:idp`: the development directory on OIDC_DEV_PORT (default 8900) for a portal
 * at PORTAL_URL (default http://localhost:8080), client id `portal`. See the README.
 */
const port = Number(process.env.OIDC_DEV_PORT ?? 8900);
const portal = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const provider = await startDevProvider({
  port,
  host: 'localhost',
  clients: [
    {
      clientId: process.env.OIDC_CLIENT_ID ?? 'portal',
      redirectUris: [`${portal}/login`],
      postLogoutRedirectUris: [`${portal}/login`],
    },
  ],
});
console.log(
  `Development directory at ${provider.issuer} (client id portal, portal ${portal}); ` +
    'sign in with a demo user name and any password. Ctrl+C to stop.',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    provider.close().then(() => process.exit(0));
  });
}
