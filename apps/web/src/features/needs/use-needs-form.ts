import type { StoredControlItemMap } from '@portal/contracts/fields';
import { NEEDS_ITEMS } from '@portal/contracts/needs-items';
import type { FieldValue } from '@portal/domain/fields/control-item';
import { NEEDS_FIELDS, NEEDS_FORMS } from '@portal/domain/needs/form';
import type { NeedsKind } from '@portal/domain/needs/needs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldCatalogue, formItems, useControlledForm, useFieldForm } from '@/components/fields';

/** The answers are kept in this tab as the agent types, across lite and full (spec 4). */
export const NEEDS_STORAGE_KEY = 'needsFormData';

const INITIAL: Record<string, FieldValue> = { [NEEDS_FIELDS.method]: 'depletion' };

/** Signed in: the stored control items (a developer's edit applies), as every form reads them. */
export function useSignedInNeedsForm(kind: NeedsKind) {
  const [common, own] = NEEDS_FORMS[kind];
  return useControlledForm(common, INITIAL, { storageKey: NEEDS_STORAGE_KEY, extraForms: [own] });
}

const SEEDED: StoredControlItemMap = Object.fromEntries(
  NEEDS_ITEMS.map((item) => [item.fieldName, item]),
);

/**
 * A visitor who is not signed in cannot read the stored items (they need a session), so the
 * form runs on the seeded items, the same data the server starts with (decision 0068).
 */
export function useAnonymousNeedsForm(kind: NeedsKind) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const items = useMemo(() => formItems(SEEDED, NEEDS_FORMS[kind], language), [kind, language]);
  const catalogue = useMemo(() => fieldCatalogue(SEEDED, language), [language]);
  const form = useFieldForm({
    formName: NEEDS_FORMS[kind][0],
    items,
    catalogue,
    language,
    initialValues: INITIAL,
    storageKey: NEEDS_STORAGE_KEY,
  });
  return { ...form, ready: true };
}

export type NeedsForm = ReturnType<typeof useAnonymousNeedsForm>;
