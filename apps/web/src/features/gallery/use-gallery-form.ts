import type { StoredControlItemMap } from '@portal/contracts/fields';
import { GALLERY_FORM, GALLERY_ITEMS } from '@portal/contracts/gallery-items';
import type { FieldValue } from '@portal/domain/fields/control-item';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldCatalogue, formItems, useControlledForm, useFieldForm } from '@/components/fields';

const INITIAL: Record<string, FieldValue> = {};

/** Signed in: the items as stored, so a developer's change to one shows in the gallery. */
export function useSignedInGalleryForm() {
  return useControlledForm(GALLERY_FORM, INITIAL);
}

const SEEDED: StoredControlItemMap = Object.fromEntries(
  GALLERY_ITEMS.map((item) => [item.fieldName, item]),
);

/** A visitor: the seeded items (the stored ones need a session; decision 0068). */
export function useAnonymousGalleryForm() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const items = useMemo(() => formItems(SEEDED, GALLERY_FORM, language), [language]);
  const catalogue = useMemo(() => fieldCatalogue(SEEDED, language), [language]);
  const form = useFieldForm({
    formName: GALLERY_FORM,
    items,
    catalogue,
    language,
    initialValues: INITIAL,
  });
  return { ...form, ready: true };
}

export type GalleryForm = ReturnType<typeof useAnonymousGalleryForm>;
