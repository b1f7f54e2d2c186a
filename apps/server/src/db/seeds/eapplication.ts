// The e-application's and the e-app settings' control items (issue 20, defined in
// @portal/contracts): inserted when missing, never overwritten (a developer's edit survives).

import { EAPP_ITEMS, EAPP_SETTINGS_ITEMS } from '@portal/contracts/eapp-items';
import type { Db } from '../database';
import { seedControlItems } from './fields';

export async function seedEapplication(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, [...EAPP_ITEMS, ...EAPP_SETTINGS_ITEMS], now);
}
