import type { SharedOwnershipData } from '@portal/contracts/shared-ownership';
import { useEffect, useMemo, useState } from 'react';
import { logFailure } from '@/lib/log';
import { SHARED_DATA_FIELD } from './field';

type Reader = typeof import('./data').readSharedData;
let loadedReader: Reader | null = null;

/**
 * The Shared Ownership data kept with the form, null when none, or undefined while the form
 * holds some that is not read yet. Its reader checks the data against
 * the contract's schema, which brings the schema library along, so it loads only when the
 * form holds some data: most cases never have any, and the screen's first download stays
 * without it (issue 25).
 */
export function useSharedData(
  values: Readonly<Record<string, unknown>>,
): SharedOwnershipData | null | undefined {
  const raw = values[SHARED_DATA_FIELD];
  const held = typeof raw === 'string' && raw !== '';
  const [reader, setReader] = useState<Reader | null>(() => loadedReader);
  useEffect(() => {
    if (!held || reader) return;
    let live = true;
    import('./data').then(
      (module) => {
        loadedReader = module.readSharedData;
        if (live) setReader(() => module.readSharedData);
      },
      (error: unknown) => logFailure('Loading the Shared Ownership data reader', error),
    );
    return () => {
      live = false;
    };
  }, [held, reader]);
  return useMemo(
    () => (!held ? null : reader ? reader(values) : undefined),
    [held, reader, values],
  );
}
