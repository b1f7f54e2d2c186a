import type { FieldValue } from '@portal/domain/fields/control-item';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldCatalogue, formItems, useControlItems } from './control-items';
import { trackEvent } from './tracking';
import { useFieldForm } from './use-field-form';

/**
 * A form made of the control items stored for `formName` (and any `extraForms`), in the
 * user's input language: the usual way a screen builds its form. `ready` is false until the
 * control items are loaded (show a Spinner meanwhile).
 */
export function useControlledForm(
  formName: string,
  initialValues: Readonly<Record<string, FieldValue>>,
  options: { storageKey?: string; extraForms?: readonly string[] } = {},
) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const query = useControlItems();
  const extra = options.extraForms?.join('|') ?? '';
  const items = useMemo(
    () =>
      query.data
        ? formItems(query.data, [formName, ...(extra ? extra.split('|') : [])], language)
        : {},
    [query.data, formName, extra, language],
  );
  const catalogue = useMemo(
    () => (query.data ? fieldCatalogue(query.data, language) : undefined),
    [query.data, language],
  );
  const form = useFieldForm({
    formName,
    items,
    catalogue,
    language,
    initialValues,
    storageKey: options.storageKey,
  });
  // Spec 7: PAGE_LOAD once the form can be shown.
  const ready = query.isSuccess;
  useEffect(() => {
    if (ready) trackEvent('PAGE_LOAD', formName, '');
  }, [ready, formName]);
  return { ...form, ready };
}
