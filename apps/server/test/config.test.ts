import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      demoData: true,
      authMethod: 'PASSWORD',
      jwtSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      trustedProxies: ['127.0.0.1/8', '::1/128'],
      rateLimitPerMinute: 3000,
    });
    // The web build sits beside the server in the repository, wherever the process starts.
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(existsSync(join(config.webDist, '..', 'package.json'))).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      DEMO_DATA: 'false',
      AUTH_METHOD: 'AD',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/.well-known/openid-configuration',
      OIDC_CLIENT_ID: 'portal-app',
      JWT_SECRET: 's'.repeat(32),
      ADMIN_USERNAME: ' chief ',
      ADMIN_PASSWORD: 'secret',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db:5432/portal',
      demoData: false,
      authMethod: 'AD',
      jwtSecret: 's'.repeat(32),
      adminUsername: 'chief',
      logLevel: 'warn',
      directory: {
        issuer: 'https://login.example.com/tenant/v2.0',
        discoveryUrl: 'https://login.example.com/tenant/v2.0/.well-known/openid-configuration',
        clientId: 'portal-app',
        audience: 'portal-app',
        scopes: ['openid', 'profile', 'User.Read'],
        usernameClaim: 'preferred_username',
        postLogoutRedirect: undefined,
      },
    });
  });

  it('reads the trusted proxies as addresses and ranges, refusing anything else', () => {
    expect(
      loadConfig({ TRUST_PROXY: 'true', TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8' }),
    ).toMatchObject({
      trustProxy: true,
      trustedProxies: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', ',', '::1/129']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('has no directory settings unless the method is AD', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.com' }).directory).toBeNull();
  });

  it.each([
    [{}, /^AUTH_METHOD=AD needs OIDC_ISSUER \(.+\) and OIDC_CLIENT_ID \(.+\)\.$/],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'AUTH_METHOD=AD needs OIDC_CLIENT_ID ('],
    [{ OIDC_CLIENT_ID: 'portal' }, 'AUTH_METHOD=AD needs OIDC_ISSUER ('],
    [
      { OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'p' },
      'OIDC_ISSUER: must be https',
    ],
    [
      { OIDC_ISSUER: 'https://l.example.com', OIDC_CLIENT_ID: 'p', OIDC_SCOPES: 'profile' },
      'OIDC_SCOPES: must include openid',
    ],
  ])('refuses a half-configured AD setup %o with one line', (env, message) => {
    const attempt = () => loadConfig({ AUTH_METHOD: 'AD', ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DEMO_DATA: 'no' }, /DEMO_DATA/],
    [{ AUTH_METHOD: 'LDAP' }, /AUTH_METHOD/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'too-short' }, /JWT_SECRET: must be at least 32 characters/],
  ])('refuses %o with the variable named', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
