import type {
  StoredControlItem,
  StoredControlItemMap,
  StoredOptionItem,
} from '@portal/contracts/fields';
import {
  type ControlItem,
  type ControlItemMap,
  controlItem,
  type Language,
  type OptionItem,
} from '@portal/domain/fields/control-item';
import type { Catalogue } from '@portal/domain/fields/message-text';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/lib/http';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';

export const CONTROL_ITEMS_KEY = ['controlItems'] as const;

/** An option in the user's language; the info line falls back to none. */
export function optionIn(option: StoredOptionItem, language: Language): OptionItem {
  const label = language === 'fr' ? option.labelFr || option.labelEn : option.labelEn;
  const info = language === 'fr' ? option.infoFr || option.infoEn : option.infoEn;
  return info ? { value: option.value, label, info } : { value: option.value, label };
}

/** The engine's control item from a stored one, its options in the user's language. */
export function toControlItem(stored: StoredControlItem, language: Language): ControlItem {
  const {
    formName: _form,
    captionEn: _ce,
    captionFr: _cf,
    statusEn: _se,
    statusFr: _sf,
    errorEn: _ee,
    errorFr: _ef,
    optionItems,
    fieldName,
    fieldType,
    ...attributes
  } = stored;
  return controlItem(fieldName, fieldType, {
    ...attributes,
    optionItems: optionItems.map((option) => optionIn(option, language)),
  });
}

/** The items of one form (or of several), as the engine's map. */
export function formItems(
  stored: StoredControlItemMap,
  formNames: string | readonly string[],
  language: Language,
): ControlItemMap {
  const forms = new Set(typeof formNames === 'string' ? [formNames] : formNames);
  const map: ControlItemMap = {};
  for (const item of Object.values(stored)) {
    if (forms.has(item.formName)) map[item.fieldName] = toControlItem(item, language);
  }
  return map;
}

/**
 * The catalogue the engine's texts come from (spec 5): the message keys in the user's
 * language, and '{field}-caption', '{field}-status' and '{field}-error' of every item. An
 * empty French text is missing, so the key is left out and the engine's fallbacks apply.
 */
export function fieldCatalogue(stored: StoredControlItemMap, language: Language): Catalogue {
  const catalogue: Record<string, string> = { ...FIELD_MESSAGES[language] };
  for (const item of Object.values(stored)) {
    const texts = {
      caption: language === 'fr' ? item.captionFr : item.captionEn,
      status: language === 'fr' ? item.statusFr : item.statusEn,
      error: language === 'fr' ? item.errorFr : item.errorEn,
    };
    for (const [suffix, text] of Object.entries(texts)) {
      if (text) catalogue[`${item.fieldName}-${suffix}`] = text;
    }
  }
  return catalogue;
}

export class EmptyControlItemsError extends Error {
  override name = 'EmptyControlItemsError';
}

/** GET /api/GetControlItems; spec 7: an empty answer is a failure. */
export async function fetchControlItems(signal?: AbortSignal): Promise<StoredControlItemMap> {
  const map = await http.request<StoredControlItemMap>('/api/GetControlItems', { signal });
  if (map === null || typeof map !== 'object' || Object.keys(map).length === 0) {
    throw new EmptyControlItemsError('The server answered no control items');
  }
  return map;
}

/**
 * The one query of the control items. A screen reads its form's items from it rather than
 * asking the server again: the guard has loaded it before any protected screen draws, and a
 * developer's change (`reloadControlItems`) reaches every form.
 */
export const controlItemsQuery = queryOptions({
  queryKey: CONTROL_ITEMS_KEY,
  queryFn: ({ signal }) => fetchControlItems(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * Every control item, loaded once per sign-in and shared by every form. Spec 4: a failed
 * load drops the data and signs the user out (silently, back to the login screen). After a
 * developer's change, `reloadControlItems` makes the next form see it.
 */
export function useControlItems() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(controlItemsQuery);
  const failed = query.isError;
  useEffect(() => {
    if (!failed) return;
    logFailure('Loading control items', query.error);
    queryClient.removeQueries({ queryKey: CONTROL_ITEMS_KEY });
    void signOut();
  }, [failed, query.error, queryClient, signOut]);
  return query;
}

export function useReloadControlItems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTROL_ITEMS_KEY });
}
