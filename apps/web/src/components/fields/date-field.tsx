import '@mantine/dates/styles.layer.css';
import { DateInput, DatesProvider } from '@mantine/dates';
import { DEFAULT_DATE_FORMAT, formatDate, parseTypedDate } from '@portal/domain/fields/dates';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { useInputProps } from './field-label';
import type { FieldBinding } from './use-field-form';

export interface DateFieldProps extends FieldBinding {
  /** Display pattern (yyyy, MM, dd…); dd/MM/yyyy by default (spec 5). */
  dateFormat?: string;
  /** Earliest and latest dates, as YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
}

/**
 * A date picker: the value is a YYYY-MM-DD string; it shows in the display format; typed
 * text is accepted only as YYYY-MM-DD (spec 5); days outside minDate..maxDate cannot be
 * picked. The calendar opens from the keyboard too (arrows move, Enter picks).
 */
export function DateField(props: DateFieldProps) {
  const input = useInputProps(props);
  const { t } = useTranslation();
  const { item, language } = props;
  if (item.displayHidden) return null;
  const value = typeof props.value === 'string' && parseTypedDate(props.value) ? props.value : null;
  const format = props.dateFormat ?? DEFAULT_DATE_FORMAT;
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 0 }}>
      <DateInput
        {...input}
        description={input.description ?? t('fields.dateFormat')}
        value={value}
        valueFormat={(date) => formatDate(date, format)}
        dateParser={(typed) => parseTypedDate(typed.trim())}
        minDate={props.minDate}
        maxDate={props.maxDate}
        clearable={!item.required && !input.disabled && !item.readOnly}
        clearButtonProps={{ 'aria-label': t('fields.clearField', { field: props.label }) }}
        popoverProps={{ withinPortal: true }}
        onChange={(next) => props.onChange(next ?? '')}
      />
    </DatesProvider>
  );
}
