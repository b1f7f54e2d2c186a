// The shared building blocks of platform spec 2.11, each driven by a control item.
// DateField (Mantine's dates and dayjs) and ResultsTable (a virtualised list) are imported
// from their own files: every screen that draws a field loads this file, few draw those two.
export {
  CheckField,
  MultiCheckField,
  PillField,
  RadioField,
  SelectField,
  TileField,
} from './choice-fields';
export { useClosedList } from './closed-list';
export {
  CONTROL_ITEMS_KEY,
  controlItemsQuery,
  fieldCatalogue,
  formItems,
  toControlItem,
  useControlItems,
  useReloadControlItems,
} from './control-items';
export { FieldButton } from './field-button';
export { FieldTooltip } from './field-label';
export {
  AlertBanner,
  type AlertType,
  FieldGroup,
  type FieldTab,
  FieldTabs,
  FormSummary,
  Spinner,
} from './layout';
export { MoneyField, NumberField, PercentField } from './number-field';
export { useFundSetup, useProductSetups } from './setups';
export { SubmitTextField } from './submit-text-field';
export { TextareaField, TextField } from './text-field';
export { discardTracking, flushTracking, setTrackingIdentity, trackEvent } from './tracking';
export { useControlledForm } from './use-controlled-form';
export { type FieldBinding, type FieldForm, useFieldForm } from './use-field-form';
