import type {
  DeleteSetup,
  SetupItem,
  StoredControlItem,
  StoredControlItemMap,
} from '@portal/contracts/fields';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { controlItems, interfaceSetupItems } from '../db/tables/fields';

type ControlRow = typeof controlItems.$inferSelect;
type SetupRow = typeof interfaceSetupItems.$inferSelect;

function toStored({ updatedAt: _u, updatedBy: _b, ...row }: ControlRow): StoredControlItem {
  return { ...row, isDirty: false, isError: false };
}

export async function listControlItems(db: Db): Promise<StoredControlItemMap> {
  const rows = await db.select().from(controlItems).orderBy(asc(controlItems.fieldName));
  return Object.fromEntries(rows.map((row) => [row.fieldName, toStored(row)]));
}

export async function listFormItems(db: Db, formName: string): Promise<StoredControlItem[]> {
  const rows = await db
    .select()
    .from(controlItems)
    .where(eq(controlItems.formName, formName))
    .orderBy(asc(controlItems.fieldName));
  return rows.map(toStored);
}

/** Creates the item or replaces every attribute of the one with that field name. */
export async function saveControlItem(
  db: Db,
  item: StoredControlItem,
  by: string,
  now: Date,
): Promise<void> {
  const { isDirty: _d, isError: _e, ...values } = item;
  const row = { ...values, updatedBy: by, updatedAt: now };
  await db
    .insert(controlItems)
    .values(row)
    .onConflictDoUpdate({ target: controlItems.fieldName, set: row });
}

export async function deleteControlItem(db: Db, fieldName: string): Promise<boolean> {
  const deleted = await db
    .delete(controlItems)
    .where(eq(controlItems.fieldName, fieldName))
    .returning({ fieldName: controlItems.fieldName });
  return deleted.length > 0;
}

function toSetup({ id: _i, updatedAt: _u, updatedBy: _b, ...row }: SetupRow): SetupItem {
  return row;
}

/** Setup items, of one product or of all, in product then type then display order. */
export async function listSetupItems(db: Db, prodID?: string): Promise<SetupItem[]> {
  const rows = await db
    .select()
    .from(interfaceSetupItems)
    .where(prodID === undefined ? undefined : eq(interfaceSetupItems.prodID, prodID))
    .orderBy(
      asc(interfaceSetupItems.prodID),
      asc(interfaceSetupItems.setupType),
      asc(interfaceSetupItems.displayOrder),
      asc(interfaceSetupItems.setupKey),
    );
  return rows.map(toSetup);
}

export async function saveSetupItem(db: Db, item: SetupItem, by: string, now: Date) {
  const row = { ...item, updatedBy: by, updatedAt: now };
  await db
    .insert(interfaceSetupItems)
    .values(row)
    .onConflictDoUpdate({
      target: [
        interfaceSetupItems.prodID,
        interfaceSetupItems.setupType,
        interfaceSetupItems.setupKey,
      ],
      set: row,
    });
}

export async function deleteSetupItem(db: Db, key: DeleteSetup): Promise<boolean> {
  const deleted = await db
    .delete(interfaceSetupItems)
    .where(
      and(
        eq(interfaceSetupItems.prodID, key.prodID),
        eq(interfaceSetupItems.setupType, key.setupType),
        eq(interfaceSetupItems.setupKey, key.setupKey),
      ),
    )
    .returning({ id: interfaceSetupItems.id });
  return deleted.length > 0;
}
