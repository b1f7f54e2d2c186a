import {
  type ControlItem,
  controlItem,
  controlItemMap,
  type FieldValue,
} from '@portal/domain/fields/control-item';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CheckField, MultiCheckField, RadioField, SelectField } from './choice-fields';
import { DateField } from './date-field';
import { NumberField } from './number-field';
import { renderBlocks } from './test-harness';
import { TextField } from './text-field';
import { type FieldBinding, useFieldForm } from './use-field-form';

const options = [
  { value: 'EN', label: 'English', info: 'Forms in English' },
  { value: 'FR', label: 'French', info: 'Forms in French' },
];

const ITEMS = controlItemMap([
  controlItem('txtName', 'name', { required: true }),
  controlItem('txtPhone', 'phone', { required: true }),
  controlItem('txtFace', 'dollar', { useLimits: true, min: 1000, max: 50000 }),
  controlItem('chkAgree', 'check', { required: true }),
  controlItem('rdoLang', 'radio', { required: true, optionItems: options }),
  controlItem('cboLang', 'combo', { optionItems: options }),
  controlItem('dtStart', 'date'),
  controlItem('chkPages', 'multiCheck', {
    optionItems: [
      { value: 'cover', label: 'Cover' },
      { value: 'tax', label: 'Tax' },
      { value: 'benefits', label: 'Benefits' },
    ],
  }),
]);

const CATALOGUE_TEXTS = {
  'txtName-caption': 'Name',
  'txtPhone-caption': 'Phone',
  'txtPhone-status': 'Ten digits',
  'txtFace-caption': 'Face amount',
  'chkAgree-caption': 'I agree',
  'rdoLang-caption': 'Language',
  'cboLang-caption': 'Language list',
  'dtStart-caption': 'Start date',
  'chkPages-caption': 'Pages',
};

function Form({
  items = ITEMS,
  language = 'en',
  onSubmit = () => {},
  onError = () => {},
  storageKey,
}: {
  items?: Record<string, ControlItem>;
  language?: 'en' | 'fr';
  onSubmit?: (values: unknown) => void;
  onError?: (errors: unknown) => void;
  storageKey?: string;
}) {
  const form = useFieldForm({
    formName: 'test',
    items,
    language,
    catalogue: { ...FIELD_MESSAGES[language], ...CATALOGUE_TEXTS },
    initialValues: {},
    storageKey,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit({ onSubmit, onError });
      }}
    >
      <TextField {...form.field('txtName')} />
      <TextField {...form.field('txtPhone')} />
      <NumberField {...form.field('txtFace')} />
      <CheckField {...form.field('chkAgree')} />
      <RadioField {...form.field('rdoLang')} />
      <SelectField {...form.field('cboLang')} asModal />
      <DateField {...form.field('dtStart')} minDate="2024-01-01" maxDate="2024-12-31" />
      <MultiCheckField {...form.field('chkPages')} />
      <p data-testid="summary">{form.summary}</p>
      <p data-testid="values">{JSON.stringify(form.values)}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('the form hook with the building blocks (spec 4, validation timing)', {
  timeout: 20_000,
}, () => {
  it('shows an error only once the field is dirty, and masks what is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(<Form />);
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.type(phone, '4165551234');
    expect(phone).toHaveProperty('value', '(416) 555-1234');
    await user.clear(phone);
    await user.tab();
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, "o'neil");
    expect(name).toHaveProperty('value', "O'Neil");
  });

  it('submit marks every field dirty and runs the error callback instead', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const onError = vi.fn();
    renderBlocks(<Form onSubmit={onSubmit} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(Object.keys(onError.mock.calls[0]?.[0] ?? {}).sort()).toEqual([
      'chkAgree',
      'rdoLang',
      'txtName',
      'txtPhone',
    ]);
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Check this box to continue.')).toBeTruthy();
    expect(screen.getByText('Select an option.')).toBeTruthy();
    expect(screen.getByTestId('summary').textContent).toBe('4 errors');
  });

  it('submits the values once every error is cleared, using the keyboard only', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderBlocks(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '5145550123');
    screen.getByRole('checkbox', { name: /I agree/ }).focus();
    await user.keyboard(' ');
    screen.getByRole('radio', { name: /French/ }).focus();
    await user.keyboard(' ');
    expect(values().rdoLang).toBe('FR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      txtName: 'Ann',
      txtPhone: '(514) 555-0123',
      chkAgree: true,
      rdoLang: 'FR',
    });
    expect(screen.getByTestId('summary').textContent).toBe('No errors');
  });

  it('reads and shows French numbers: comma decimals, space thousands, $ after', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(<Form language="fr" />);
    const face = screen.getByRole('textbox', { name: /Face amount/ });
    await user.type(face, '1234.567');
    expect(face).toHaveProperty('value', '1234,56');
    await user.tab();
    expect(face).toHaveProperty('value', '1\u00a0234,56\u00a0$');
    expect(values().txtFace).toBe('1234,56');
  });

  it('gives the range in the input language when a number is outside its limits', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(<Form />);
    const face = screen.getByRole('textbox', { name: /Face amount/ });
    await user.type(face, '999');
    await user.tab();
    expect(screen.getByText('Enter a value from 1,000 to 50,000.')).toBeTruthy();
    expect(face).toHaveProperty('value', '$999.00');
  });

  it('joins multi-check values with a pipe, in the options’ order', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(<Form />);
    await user.click(screen.getByRole('checkbox', { name: 'Benefits' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cover' }));
    expect(values().chkPages).toBe('cover|benefits');
  });

  it('keeps the values in session storage under the given key and reads them back', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderBlocks(<Form storageKey="newBusiness" />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Zoe');
    expect(JSON.parse(sessionStorage.getItem('newBusiness') ?? '{}').txtName).toBe('Zoe');
    unmount();
    renderBlocks(<Form storageKey="newBusiness" />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Zoe');
  });

  it('accepts typed dates only as YYYY-MM-DD and shows them as dd/MM/yyyy', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(<Form />);
    const date = screen.getByRole('textbox', { name: /Start date/ });
    await user.type(date, '2024-03-05');
    await user.tab();
    expect(values().dtStart).toBe('2024-03-05');
    expect(date).toHaveProperty('value', '05/03/2024');
    await user.clear(date);
    await user.type(date, '05/03/2024');
    await user.tab();
    // Not read as 5 March (nor as 3 May): the typed text is refused and the field is empty.
    expect(values().dtStart).toBe('');
    expect(date).toHaveProperty('value', '');
  });
});

describe('the select (spec 2.11)', () => {
  function Single({ item, asModal }: { item: ControlItem; asModal?: boolean }) {
    const [value, setValue] = useState<FieldValue>('');
    const binding: FieldBinding = {
      name: item.fieldName,
      item,
      value,
      language: 'en',
      label: 'Rate class',
      help: '',
      error: null,
      formName: 'test',
      onChange: setValue,
      onFocus: () => {},
      onBlur: () => {},
    };
    return (
      <>
        <SelectField {...binding} asModal={asModal} />
        <output data-testid="chosen">{String(value)}</output>
      </>
    );
  }

  it('shows nothing with fewer than two options', () => {
    const one = controlItem('cbo', 'combo', { optionItems: [{ value: 'P', label: 'Preferred' }] });
    const { container } = renderBlocks(<Single item={one} />);
    expect(container.querySelector('input, button')).toBeNull();
  });

  it('as a modal list: info lines, Cancel changes nothing, Choose takes the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('cbo', 'combo', { optionItems: options });
    renderBlocks(<Single item={item} asModal />);
    await user.click(screen.getByRole('button', { name: /Rate class/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Forms in French')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /French/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: /Rate class/ }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('radio', { name: /French/ }));
    await user.click(within(again).getByRole('button', { name: 'Choose' }));
    expect(screen.getByTestId('chosen').textContent).toBe('FR');
  });
});

describe('control-item flags', () => {
  it('displayHidden draws nothing; disabled and readOnly inputs cannot change', async () => {
    const user = userEvent.setup({ delay: null });
    const items = controlItemMap([
      controlItem('txtName', 'name', { displayHidden: true }),
      controlItem('txtPhone', 'phone', { disabled: true }),
      controlItem('txtFace', 'dollar', { readOnly: true }),
      controlItem('chkAgree', 'check', { isOptional: true, showTooltip: true }),
      controlItem('rdoLang', 'radio', { optionItems: options }),
      controlItem('cboLang', 'combo', { optionItems: options }),
      controlItem('dtStart', 'date'),
      controlItem('chkPages', 'multiCheck'),
    ]);
    renderBlocks(<Form items={items} />);
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveProperty('disabled', true);
    const face = screen.getByRole('textbox', { name: /Face amount/ });
    await user.type(face, '12');
    expect(face).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: /I agree \(optional\)/ })).toBeTruthy();
  });

  it('French labels come from the French catalogue', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const items = controlItemMap([
      controlItem('txtName', 'name', { isOptional: true }),
      controlItem('txtPhone', 'phone'),
      controlItem('txtFace', 'dollar'),
      controlItem('chkAgree', 'check'),
      controlItem('rdoLang', 'radio', { optionItems: options }),
      controlItem('cboLang', 'combo', { optionItems: options }),
      controlItem('dtStart', 'date'),
      controlItem('chkPages', 'multiCheck'),
    ]);
    renderBlocks(<Form items={items} language="fr" />);
    expect(screen.getByRole('textbox', { name: /Name \(facultatif\)/ })).toBeTruthy();
  });
});
