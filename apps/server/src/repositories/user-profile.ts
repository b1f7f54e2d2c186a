import { FORM_DATA_LIMITS, type UserUpdate } from '@portal/contracts/shell';
import { and, eq, sql } from 'drizzle-orm';
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
): Promise<'saved' | 'formDataFull'> {
  const { formData, widgets, ...fields } = update;
  const merged = formData ? sql`(${users.formData} || ${JSON.stringify(formData)}::jsonb)` : null;
  const saved = await db
    .update(users)
    .set({
      ...fields,
      ...(widgets ? { widgets } : {}),
      ...(merged ? { formData: merged } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        // The record's bounds, checked on the merged value in the same statement (decision
        // 0023): a save that would pass them writes nothing at all.
        merged
          ? sql`(select count(*) from jsonb_object_keys(${merged})) <= ${FORM_DATA_LIMITS.storedKeys}
              and octet_length(${merged}::text) <= ${FORM_DATA_LIMITS.storedBytes}`
          : undefined,
      ),
    )
    .returning({ id: users.id });
  return saved.length > 0 || !formData ? 'saved' : 'formDataFull';
}
