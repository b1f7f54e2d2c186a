// The illustration form's control items (issue 7 §1, defined in @portal/contracts): inserted
// when missing and never overwritten (a developer's edit in /developer/controlItems survives
// restarts).

import { ILLUSTRATION_ITEMS } from '@portal/contracts/illustration-items';
import { SHARED_ITEMS } from '@portal/contracts/shared-ownership';
import type { Db } from '../database';
import { seedControlItems } from './fields';

export { ILLUSTRATION_FORM, ILLUSTRATION_ITEMS } from '@portal/contracts/illustration-items';

export async function seedIllustration(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, ILLUSTRATION_ITEMS, now);
  // The Shared Ownership slideshow's four form sections (issue 21), one formName each.
  await seedControlItems(db, SHARED_ITEMS, now);
}
