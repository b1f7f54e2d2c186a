import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './web-app';

/**
 * Headers, compression and the general per-address limit. No inline script anywhere; inline
 * styles are allowed because Mantine injects style tags. COOP keeps pop-ups usable for the
 * directory sign-in (decision 0002).
 */
async function securityPlugin(app: FastifyInstance, options: { perMinute: number }) {
  await app.register(helmet, {
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
