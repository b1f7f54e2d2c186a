import { FIELD_SEED } from '@portal/contracts/control-item-seed';
import type { StoredControlItem, StoredControlItemMap } from '@portal/contracts/fields';

/** The answer of GET /api/GetControlItems: the seeded items, with `changes` over them. */
export function controlItemMap(
  changes: Record<string, Partial<StoredControlItem>> = {},
  extra: readonly StoredControlItem[] = [],
): StoredControlItemMap {
  const map: Record<string, StoredControlItem> = {};
  for (const item of [...FIELD_SEED, ...extra]) map[item.fieldName] = item;
  for (const [name, change] of Object.entries(changes)) {
    const item = map[name];
    if (!item) throw new Error(`No control item ${name} to change`);
    map[name] = { ...item, ...change };
  }
  return map;
}
