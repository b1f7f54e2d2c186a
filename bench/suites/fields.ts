// The field engine on a large form: validateForm runs on every keystroke in the browser and
// on every save on the server, so a 200-field form must validate well under 1 ms.
import {
  type ControlItem,
  type ControlItemMap,
  controlItem,
  controlItemMap,
  type FieldValue,
  type Language,
} from '@portal/domain/fields/control-item';
import { validateForm } from '@portal/domain/fields/validate';
import { type BenchFigure, type BenchSuite, summarise, timeCalls } from '../suite';

const TARGET_MS = 1;

/** One field of each kind a real form mixes, with a value typed the way a user would. */
function kinds(language: Language): [ControlItem, FieldValue][] {
  const fr = language === 'fr';
  return [
    [
      controlItem('txtName', 'name', { required: true, useMinLength: true, minLength: 2 }),
      "O'Neil",
    ],
    [controlItem('txtEmail', 'email', { required: true }), 'agent@example.ca'],
    [controlItem('txtPhone', 'phone', { required: true }), '(416) 555-1234'],
    [controlItem('txtPostal', 'postalCode', { required: true }), 'K1A 0B1'],
    [controlItem('txtAge', 'integer', { required: true, useLimits: true, min: 18, max: 85 }), '45'],
    [
      controlItem('txtFace', 'dollar', { useLimits: true, min: 10000, max: 5000000 }),
      fr ? '250 000,00' : '250,000.00',
    ],
    [
      controlItem('txtRate', 'percent', { useLimits: true, min: 0, max: 12, decimalPlaces: 3 }),
      fr ? '4,125' : '4.125',
    ],
    [controlItem('chkTerms', 'check', { required: true }), true],
    [controlItem('cboClass', 'combo', { required: true }), 'P'],
    [controlItem('rdoSex', 'radio', { required: true }), ''],
    [controlItem('dtStart', 'date', { required: true }), '2024-01-05'],
    [controlItem('chkPages', 'multiCheck', { required: true }), ['cover', 'tax']],
    [controlItem('txtPremium', 'dollar', { useLimits: true, min: 100, max: 10000 }), '50'],
  ];
}

function form(
  language: Language,
  size: number,
): { items: ControlItemMap; values: Record<string, FieldValue> } {
  const pool = kinds(language);
  const items: ControlItem[] = [];
  const values: Record<string, FieldValue> = {};
  for (let i = 0; i < size; i++) {
    const [item, value] = pool[i % pool.length] as [ControlItem, FieldValue];
    const fieldName = `${item.fieldName}${i}`;
    items.push({ ...item, fieldName });
    values[fieldName] = value;
  }
  return { items: controlItemMap(items), values };
}

function measure(language: Language): BenchFigure {
  const { items, values } = form(language, 200);
  const errors = Object.keys(validateForm(items, values, { language })).length;
  const { median, p99, count } = summarise(
    timeCalls(() => validateForm(items, values, { language }), { warmup: 500, runs: 5000 }),
  );
  return {
    name: `validateForm, 200 mixed fields (${language})`,
    unit: 'ms/form',
    value: median,
    details: {
      median,
      p99,
      runs: count,
      errors,
      targetMs: TARGET_MS,
      withinTarget: p99 < TARGET_MS ? 'yes' : 'no',
    },
  };
}

const suite: BenchSuite = {
  name: 'fields',
  async run() {
    return [measure('en'), measure('fr')];
  },
};
export default suite;
