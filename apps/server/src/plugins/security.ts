import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './web-app';

/**
 * Headers, compression and the general per-address limit. No inline script anywhere; inline
 * styles are allowed because Mantine injects style tags. COOP keeps pop-ups usable for the
 * directory sign-in (decision 0002).
 */
const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // The same as frame-ancestors 'none', for browsers that read only the older header.
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

/**
 * The headers helmet would set, worked out once: they are the same on every answer, and the
 * Fastify wrapper rebuilt helmet (parsing the policy again) on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * With AD the browser talks to the directory (discovery, keys, token) and frames the portal's
 * own /login for the silent sign-in: exactly the configured issuer's origin is allowed, and
 * the portal may frame itself, nobody else (decision 0051).
 */
export function helmetOptions(directoryOrigin: string | undefined): HelmetOptions {
  if (!directoryOrigin) return HELMET;
  const csp = HELMET.contentSecurityPolicy as { directives: Record<string, string[]> };
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...csp.directives,
        connectSrc: ["'self'", directoryOrigin],
        frameSrc: ["'self'", directoryOrigin],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  };
}

async function securityPlugin(
  app: FastifyInstance,
  options: { perMinute: number; directoryOrigin?: string | undefined },
) {
  const headers = securityHeaders(helmetOptions(options.directoryOrigin));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true });
  // Per instance and in memory: a coarse flood guard on the API. The sign-in limits, which
  // must hold across instances, are counted in the database instead. The web app's files
  // and pages are not counted: an office of agents behind one address loads dozens of them
  // each, and they cost nothing to serve (decision 0004).
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiPath(request.url),
  });
}

export default fp(securityPlugin, { name: 'security' });
