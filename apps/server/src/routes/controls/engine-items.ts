import type { StoredControlItem } from '@portal/contracts/fields';
import {
  type ControlItemMap,
  controlItem,
  type Language,
} from '@portal/domain/fields/control-item';
import type { Catalogue } from '@portal/domain/fields/message-text';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';

/** The engine's items from stored ones, option labels in the given language. */
export function toEngineItems(
  stored: readonly StoredControlItem[],
  language: Language,
): ControlItemMap {
  const map: ControlItemMap = {};
  for (const item of stored) {
    const {
      formName: _f,
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
    } = item;
    map[fieldName] = controlItem(fieldName, fieldType, {
      ...attributes,
      optionItems: optionItems.map((option) => ({
        value: option.value,
        label: language === 'fr' ? option.labelFr || option.labelEn : option.labelEn,
      })),
    });
  }
  return map;
}

/**
 * The texts the engine's messages come from: the message keys in the language, and each item's
 * '{field}-caption' and '{field}-error' (an empty French text falls back to the English one).
 */
export function catalogueOf(stored: readonly StoredControlItem[], language: Language): Catalogue {
  const catalogue: Record<string, string> = { ...FIELD_MESSAGES[language] };
  for (const item of stored) {
    const caption = language === 'fr' ? item.captionFr || item.captionEn : item.captionEn;
    const error = language === 'fr' ? item.errorFr || item.errorEn : item.errorEn;
    if (caption) catalogue[`${item.fieldName}-caption`] = caption;
    if (error) catalogue[`${item.fieldName}-error`] = error;
  }
  return catalogue;
}
