import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

/**
 * The named secret, created from `generate` on first use. Instances starting together each
 * try to insert theirs; the first write wins and every instance reads that one back.
 */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  generate: () => string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be read back`);
  return row.value;
}
