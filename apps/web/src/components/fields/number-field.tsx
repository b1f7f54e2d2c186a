import { TextInput } from '@mantine/core';
import { DECIMAL_TYPES } from '@portal/domain/fields/control-item';
import { formatValue } from '@portal/domain/fields/format';
import { readNumber } from '@portal/domain/fields/numbers';
import { useLayoutEffect, useRef, useState } from 'react';
import { useInputProps } from './field-label';
import { useMaskedTyping, withMaskNote } from './mask-note';
import type { FieldBinding } from './use-field-form';

/**
 * Numbers, money and percentages (integer, dollarInteger, number, real, dollar, percent).
 * While focused the input holds what the user types, through the mask (digits, and a dot in
 * English or a comma in French up to decimalPlaces); away from it the value is shown in the
 * display format of spec 5 ('$1,234.56', '1 234,56 $', '12,5 %'). The value stays as typed.
 * Entering the field selects its whole value: the text changes from the formatted to the typed
 * form as it takes the focus, which would otherwise drop a selection the user (or a tab key)
 * just made, and what is typed next would be added to the old value ("30" then "40" → "3040").
 */
export function NumberField(props: FieldBinding & { placeholder?: string }) {
  const input = useInputProps(props);
  const [focused, setFocused] = useState(false);
  const { item, language } = props;
  const typing = useMaskedTyping(item, language, props.onChange);
  const element = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (focused && element.current === document.activeElement) element.current?.select();
  }, [focused]);
  if (item.displayHidden) return null;
  const value = typeof props.value === 'string' ? props.value : '';
  const readable = value !== '' && readNumber(value, language) !== null;
  const shown = focused || !readable ? value : formatValue(item, value, language);
  return (
    <TextInput
      {...input}
      ref={element}
      description={withMaskNote(input.description, typing.note)}
      value={shown}
      placeholder={props.placeholder}
      inputMode={DECIMAL_TYPES.has(item.fieldType) ? 'decimal' : 'numeric'}
      autoComplete="off"
      onFocus={() => {
        setFocused(true);
        props.onFocus();
      }}
      onBlur={() => {
        setFocused(false);
        props.onBlur();
      }}
      onChange={(event) => typing.change(event.currentTarget.value)}
    />
  );
}

/** A money input: a NumberField whose item is dollar or dollarInteger. */
export const MoneyField = NumberField;
/** A percent input: a NumberField whose item is percent. */
export const PercentField = NumberField;
