import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

export async function countRows(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
