// Every error the illustration form has, in one list: the product's checks, the control items'
// checks and the server's refusals, each with the field's label, its tab and its message. The
// fields and the error summary read this one list, so an error that stops the premium is always
// one the user can see and reach (issue 15 §1).
import type { Language } from '@portal/domain/fields/control-item';
import { formatValue } from '@portal/domain/fields/format';
import { type Catalogue, errorMessage } from '@portal/domain/fields/message-text';
import { formatNumber } from '@portal/domain/fields/numbers';
import { validateField } from '@portal/domain/fields/validate';
import type { FieldItem } from './form-context';
import {
  type FormProblems,
  type FormTab,
  feedsPremium,
  type IllustrationFormValues,
  tabOf,
} from './form-model';

export interface FormError {
  /** The field's name ('' for a refusal that names no field of the form). */
  name: string;
  tab: FormTab;
  label: string;
  message: string;
  /** Whether the error stops the premium (the engine input is built from the field). */
  pricing: boolean;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Problems whose values are amounts of money. */
const MONEY_VALUES: ReadonlySet<string> = new Set(['faceRange', 'riderFaceRange']);

/** A product check's values as the user's language writes them ('$50,000', '50 000 $'). */
export function problemValues(
  key: string,
  values: Record<string, string | number> | undefined,
  language: Language,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    out[name] =
      typeof value !== 'number'
        ? value
        : MONEY_VALUES.has(key)
          ? formatValue('dollarInteger', value, language)
          : formatNumber(value, language);
  return out;
}

/** The label a field has on screen: its control item's caption in the user's language. */
export function fieldLabelOf(
  name: string,
  items: Readonly<Record<string, FieldItem>>,
  t: Translate,
): string {
  if (name === 'allocations') return t('illustration.form.allocations');
  const caption = items[name]?.caption ?? '';
  const group = /^insured2/.test(name)
    ? t('illustration.form.secondInsured')
    : /^insured/.test(name)
      ? t('illustration.form.insured')
      : '';
  return group && caption ? `${group} – ${caption}` : caption || name;
}

/**
 * The errors to show, in the order the fields come on screen. An error shows once its field
 * has been touched; a product check that is not a bare 'required' shows at once (a value
 * restored from a saved case, or made wrong by another field, is still wrong); a server
 * refusal always shows.
 */
export function visibleErrors(args: {
  values: IllustrationFormValues;
  problems: FormProblems;
  touched: ReadonlySet<string>;
  items: Readonly<Record<string, FieldItem>>;
  /** Messages of the field engine (the control items' texts) in the user's language. */
  catalogue: Catalogue;
  serverProblems: Readonly<Record<string, string>>;
  /** Server refusals that name no field of the form. */
  unplaced: readonly string[];
  language: Language;
  t: Translate;
  order: readonly string[];
}): FormError[] {
  const { values, problems, touched, items, catalogue, language, t } = args;
  const errors = new Map<string, string>();
  for (const [name, message] of Object.entries(args.serverProblems))
    errors.set(name, t('illustration.errors.server', { message }));
  for (const [name, problem] of Object.entries(problems)) {
    if (errors.has(name) || (problem.key === 'required' && !touched.has(name))) continue;
    errors.set(
      name,
      t(`illustration.errors.${problem.key}`, problemValues(problem.key, problem.values, language)),
    );
  }
  for (const name of touched) {
    const field = items[name];
    if (errors.has(name) || !field) continue;
    const error = validateField(field.item, values[name], { language });
    if (error) errors.set(name, errorMessage(catalogue, error));
  }
  const rank = (name: string) => {
    const at = args.order.indexOf(name === 'allocations' ? firstAllocation(args.order) : name);
    return at === -1 ? args.order.length : at;
  };
  const list: FormError[] = [...errors]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, message]) => ({
      name,
      tab: tabOf(name),
      label: fieldLabelOf(name, items, t),
      message,
      pricing: feedsPremium(name),
    }));
  for (const message of args.unplaced)
    list.push({
      name: '',
      tab: 'client',
      label: '',
      message: t('illustration.errors.server', { message }),
      pricing: true,
    });
  return list;
}

function firstAllocation(order: readonly string[]): string {
  return order.find((name) => name.startsWith('alloc_')) ?? 'allocations';
}
