// The illustration form's control items (issue 7 §1, defined in @portal/contracts): inserted
// when missing and never overwritten (a developer's edit in /developer/controlItems survives
// restarts).

import { ILLUSTRATION_ITEMS } from '@portal/contracts/illustration-items';
import type { Db } from '../database';
import { seedControlItems } from './fields';

export { ILLUSTRATION_FORM, ILLUSTRATION_ITEMS } from '@portal/contracts/illustration-items';

export async function seedIllustration(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, ILLUSTRATION_ITEMS, now);
}
