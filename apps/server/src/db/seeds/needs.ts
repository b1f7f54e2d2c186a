// The needs analysis's and the gallery's control items (issue 22, defined in @portal/contracts): inserted when
// missing and never overwritten, so a developer's edit in /developer/controlItems survives.

import { GALLERY_ITEMS } from '@portal/contracts/gallery-items';
import { NEEDS_ITEMS } from '@portal/contracts/needs-items';
import type { Db } from '../database';
import { seedControlItems } from './fields';

export async function seedNeeds(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, [...NEEDS_ITEMS, ...GALLERY_ITEMS], now);
}
