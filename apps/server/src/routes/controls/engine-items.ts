import type { StoredControlItem } from '@portal/contracts/fields';
import {
  type ControlItemMap,
  controlItem,
  type Language,
} from '@portal/domain/fields/control-item';

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
