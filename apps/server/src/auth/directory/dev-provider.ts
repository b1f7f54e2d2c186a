import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { DEMO_USERS } from '../../db/demo-data';

/**
 * A real OpenID Connect provider (oidc-provider) for development and tests: never part of
 * the production server. Its sign-in page is oidc-provider's development page: it accepts
 * any password for a known account. The directory accounts are the demo users, plus
 * `stranger`, a directory account with no portal user (the "not set up" refusal).
 */
export const STRANGER = 'stranger';

export interface DevClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface DevProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  clients: DevClient[];
  /** Private signing keys (JWK with kid); new ones are made when absent. */
  keys?: JWK[];
  /** Announce this issuer instead of the provider's own address (wrong-issuer tests). */
  issuer?: string;
  /** The provider's id-token lifetime in seconds (default 3600). */
  idTokenSeconds?: number;
}

export interface DevProvider {
  issuer: string;
  port: number;
  keys: JWK[];
  /** How many times the key set was asked for (the portal's refresh rate). */
  jwksRequests(): number;
  close(): Promise<void>;
}

/** A new RS256 private signing key with a kid. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

interface Account {
  username: string;
  name: string;
  email: string;
}

function directoryAccounts(): Map<string, Account> {
  const accounts = new Map<string, Account>();
  for (const { profile } of DEMO_USERS) {
    accounts.set(profile.username, {
      username: profile.username,
      name: profile.profileName ?? profile.username,
      email: profile.emailAddress ?? `${profile.username}@boreal-life.example`,
    });
  }
  accounts.set(STRANGER, {
    username: STRANGER,
    name: 'Sam Stranger',
    email: 'stranger@boreal-life.example',
  });
  return accounts;
}

export async function startDevProvider(options: DevProviderOptions): Promise<DevProvider> {
  const keys = options.keys ?? [await newSigningKey()];
  const accounts = directoryAccounts();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  let jwksRequests = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/jwks')) jwksRequests += 1;
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? 'localhost', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    })),
    jwks: { keys },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    scopes: ['openid', 'offline_access'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // Profile claims in the id token itself, as the big directories do.
    conformIdTokenClaims: false,
    ttl: {
      IdToken: options.idTokenSeconds ?? 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          preferred_username: account.username,
          name: account.name,
          email: account.email,
        }),
      };
    },
    // The portal is a first-party client: no consent screen, the grant is made at once.
    async loadExistingGrant(ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
        provider: Provider & { Grant: { find(id: string): Promise<unknown> } };
      };
    }) {
      const { client, session, provider: p } = ctx.oidc;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return p.Grant.find(existing);
      const grant = new p.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid profile email offline_access');
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  return {
    issuer,
    port,
    keys,
    jwksRequests: () => jwksRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
