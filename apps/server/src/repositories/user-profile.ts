import type { UserUpdate } from '@portal/contracts/shell';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * Writes the fields of POST /users/update that the body carries (decision 0009): profile and
 * settings as given, widgets as a whole list, formData merged key by key over what is
 * stored so that a screen saving its report dates keeps what other screens saved.
 */
export async function updateUserProfile(
  db: Db,
  userId: number,
  update: Omit<UserUpdate, 'username'>,
  now: Date,
): Promise<void> {
  const { formData, widgets, ...fields } = update;
  await db
    .update(users)
    .set({
      ...fields,
      ...(widgets ? { widgets } : {}),
      ...(formData
        ? { formData: sql`${users.formData} || ${JSON.stringify(formData)}::jsonb` }
        : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
