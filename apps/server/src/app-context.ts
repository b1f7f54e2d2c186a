import type { User } from '@portal/contracts/user';
import type { AccessSubject } from '@portal/domain/access/permissions';
import type { DirectoryNonces } from './auth/directory/nonces';
import type { DirectoryVerifier } from './auth/directory/verifier';
import type { DownloadLinkSigner } from './auth/download-links';
import type { JwtSigner } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/database';
import type { EnginePool } from './engine/pool';
import type { JobQueue } from './jobs/queue';
import type { Metrics } from './observability/metrics';
import type { SessionRow } from './repositories/sessions';

/** The server's sense of "now"; tests pass their own to move time without sleeping. */
export type Clock = () => Date;

/** Who is calling, once the access guard has checked the jwt, session and challenge. */
export interface Auth {
  user: User;
  session: SessionRow;
  subject: AccessSubject;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** PGlite has one connection: a transaction holds it and every other query waits. */
    databaseKind: 'pglite' | 'postgres';
    clock: Clock;
    jwtSigner: JwtSigner;
    linkSigner: DownloadLinkSigner;
    /** Issues and checks the nonces of directory sign-ins (decision 0030). */
    directoryNonces: DirectoryNonces;
    /** The engine's worker threads (decision 0021). */
    engine: EnginePool;
    /** Report renders run here, on any instance (decision 0084). */
    jobs: JobQueue;
    /** Verifies directory tokens when AUTH_METHOD=AD (decision 0049); null otherwise. */
    directory: DirectoryVerifier | null;
    /** The Prometheus registry's counters and gauges (decision 0110). */
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** Set on guarded routes; null on public ones. */
    auth: Auth | null;
    /** GET /users/{username} with a directory token (AD): the user it names, no session. */
    directoryUser: User | null;
  }
}
