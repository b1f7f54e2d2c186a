import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenMethodSchema } from '@portal/contracts/auth';
import { z } from 'zod';
import { type DirectoryConfig, directoryConfig } from './auth/directory/config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Environment variables are strings; '' counts as unset so `FOO= npm start` keeps defaults. */
const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);

/** An IPv4 or IPv6 address, optionally with a /prefix within its family's length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DEMO_DATA: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
  AUTH_METHOD: tokenMethodSchema.default('PASSWORD'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: optionalString,
  /** The e-application's at-rest key (decision 0061); generated into DATA_DIR when unset. */
  EAPP_ENCRYPTION_KEY: optionalString,
  ADMIN_PASSWORD: optionalString,
  WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer the client address comes from X-Forwarded-For (rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * With TRUST_PROXY, the proxies whose X-Forwarded-For is believed: addresses or CIDR ranges,
   * comma-separated. A forwarded address from anyone else is ignored (decision 0004).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1/8,::1/128')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z
        .array(z.string().refine(isAddressOrRange, 'must be IP addresses or CIDR ranges'))
        .min(1, 'must name at least one proxy'),
    ),
  /** The general per-address limit on every API route; benchmarks raise it. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /** The engine pool (decision 0021): threads, a job's deadline, jobs waiting beyond the threads. */
  ENGINE_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  ENGINE_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  ENGINE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Jobs this instance runs at once (report renders; decision 0084); default min(2, cores). */
  JOB_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Each instance's job workers say they are alive this often (PostgreSQL; decision 0084). */
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** A worker silent this long is a dead node: its locked jobs are unlocked to run elsewhere. */
  WORKER_STALE_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  /** Rows of a batch chunk, instead of each kind's own (decision 0086); for tests and benches. */
  BATCH_CHUNK_ROWS: z.coerce.number().int().min(1).max(10_000).optional(),
  /** How often expired sessions, old sign-in attempts and old tracking are purged; 0: never. */
  PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Tracking events older than this many days are purged (decision 0024). */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** Directory single sign-on (AUTH_METHOD=AD): see directoryConfig. */
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_AUDIENCE: optionalString,
  OIDC_SCOPES: optionalString,
  OIDC_USERNAME_CLAIM: optionalString,
  OIDC_POST_LOGOUT_REDIRECT: optionalString,
  OIDC_JWKS_MIN_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Traces go over OTLP/HTTP to this collector when set; no tracing at all otherwise (0111). */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address')
      .optional(),
  ),
  OTEL_SERVICE_NAME: z.string().min(1).default('boreal-portal'),
  /** /metrics listens on a port of its own when set (decision 0110); nowhere otherwise. */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  authMethod: z.infer<typeof tokenMethodSchema>;
  jwtSecret: string | undefined;
  adminUsername: string | undefined;
  eappEncryptionKey: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  /** Whether the built web app is there to serve. */
  hasWebDist: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The proxies TRUST_PROXY trusts (addresses or CIDR ranges). */
  trustedProxies: string[];
  rateLimitPerMinute: number;
  engine: { threads: number | undefined; deadlineMs: number; maxQueue: number };
  /** Jobs this instance runs at once (decision 0084). */
  jobWorkers: number;
  /** The job workers' heartbeat and the silence after which they count as dead (0084). */
  workerHeartbeat: { everyMs: number; staleMs: number };
  /** Rows of a batch chunk when set; else each kind's own (decision 0086). */
  batchChunkRows: number | undefined;
  purgeIntervalMinutes: number;
  trackingRetentionDays: number;
  /** Set exactly when authMethod is AD (decision 0048). */
  directory: DirectoryConfig | null;
  /** Traces (OTLP, decision 0111) and the metrics listener (decision 0110). */
  observability: {
    otlpEndpoint: string | undefined;
    serviceName: string;
    metricsPort: number | undefined;
    metricsHost: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  let directory: DirectoryConfig | null = null;
  try {
    directory = e.AUTH_METHOD === 'AD' ? directoryConfig(e) : null;
  } catch (error) {
    // One line that names what is missing or wrong.
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  const webDist = resolve(process.cwd(), e.WEB_DIST);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA,
    authMethod: e.AUTH_METHOD,
    jwtSecret: e.JWT_SECRET,
    adminUsername: e.ADMIN_USERNAME?.trim(),
    eappEncryptionKey: e.EAPP_ENCRYPTION_KEY,
    adminPassword: e.ADMIN_PASSWORD,
    webDist,
    hasWebDist: existsSync(resolve(webDist, 'index.html')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    engine: {
      threads: e.ENGINE_THREADS,
      deadlineMs: e.ENGINE_DEADLINE_MS,
      maxQueue: e.ENGINE_QUEUE,
    },
    jobWorkers: e.JOB_WORKERS ?? Math.max(1, Math.min(2, availableParallelism())),
    workerHeartbeat: { everyMs: e.WORKER_HEARTBEAT_MS, staleMs: e.WORKER_STALE_MS },
    batchChunkRows: e.BATCH_CHUNK_ROWS,
    purgeIntervalMinutes: e.PURGE_INTERVAL_MINUTES,
    trackingRetentionDays: e.TRACKING_RETENTION_DAYS,
    directory,
    observability: {
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
      metricsPort: e.METRICS_PORT,
      metricsHost: e.METRICS_HOST,
    },
  };
}
