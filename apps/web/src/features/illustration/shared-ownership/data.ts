// Where the Shared Ownership data lives in the illustration form: one field holding the merged
// object as JSON, so it travels with the form into session storage, the server draft and saved
// cases (all of which keep a form's strings and flags) without a schema of its own.
import {
  type SharedOwnershipData,
  sharedOwnershipDataSchema,
} from '@portal/contracts/shared-ownership';
import { SHARED_DATA_FIELD } from './field';

/** The merged data kept with the form, or null when none (or not readable). */
export function readSharedData(
  values: Readonly<Record<string, unknown>>,
): SharedOwnershipData | null {
  const raw = values[SHARED_DATA_FIELD];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const parsed = sharedOwnershipDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
