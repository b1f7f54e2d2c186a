import { controlItem, type FieldValue } from '@portal/domain/fields/control-item';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { PillField, TileField } from './choice-fields';
import { FieldButton } from './field-button';
import { AlertBanner, FieldGroup, FieldTabs, FormSummary, Spinner } from './layout';
import { NumberField } from './number-field';
import { ResultsTable } from './results-table';
import { SubmitTextField } from './submit-text-field';
import { renderBlocks } from './test-harness';
import { TextareaField } from './text-field';
import type { FieldBinding } from './use-field-form';

const options = [
  { value: 'L', label: 'Level', info: 'The same cost every year' },
  { value: 'Y', label: 'Yearly', info: 'A cost that grows each year' },
];

function Bound({
  render,
  item,
}: {
  item: ReturnType<typeof controlItem>;
  render: (binding: FieldBinding) => React.ReactNode;
}) {
  const [value, setValue] = useState<FieldValue>('');
  return (
    <>
      {render({
        name: item.fieldName,
        item,
        value,
        language: 'en',
        label: 'Cost type',
        help: '',
        error: null,
        formName: 'test',
        onChange: setValue,
        onFocus: () => {},
        onBlur: () => {},
      })}
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('FieldButton', () => {
  it('stays off for delayTime after a click, so a double click sends once', () => {
    vi.useFakeTimers();
    try {
      const onClick = vi.fn();
      const item = controlItem('btnRun', 'button', { delayTime: 2000 });
      renderBlocks(
        <FieldButton item={item} formName="test" onClick={onClick}>
          Run
        </FieldButton>,
      );
      const button = screen.getByRole('button', { name: 'Run' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(button).toHaveProperty('disabled', true);
      act(() => vi.advanceTimersByTime(2000));
      expect(button).toHaveProperty('disabled', false);
      fireEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with disableOnError is off while the form has errors; hidden draws nothing', () => {
    const item = controlItem('btnSave', 'button', { disableOnError: true });
    const { rerender } = renderBlocks(
      <FieldButton item={item} formName="test" errorCount={2}>
        Save
      </FieldButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    rerender(
      <FieldButton item={item} formName="test" errorCount={0}>
        Save
      </FieldButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    rerender(
      <FieldButton item={{ ...item, displayHidden: true }} formName="test">
        Save
      </FieldButton>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('FieldTabs (spec 2.11 tab strip)', () => {
  it('hides flagged tabs and tabs whose permission is inactive; disables by item or flag; arrows move', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(
      <FieldTabs
        label="Profile"
        formName="profile"
        tabs={[
          { value: 'info', label: 'Information', content: 'Info panel' },
          { value: 'settings', label: 'Settings', content: 'Settings panel' },
          {
            value: 'widgets',
            label: 'Widgets',
            content: 'x',
            permission: { isActive: false, isDisplayed: true },
          },
          { value: 'secret', label: 'Secret', content: 'x', hidden: true },
          {
            value: 'locked',
            label: 'Locked',
            content: 'x',
            item: controlItem('tabLocked', 'button', { disabled: true }),
          },
          { value: 'off', label: 'Off', content: 'x', disabled: true },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Information',
      'Settings',
      'Locked',
      'Off',
    ]);
    expect(screen.getByRole('tab', { name: 'Locked' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: 'Off' })).toHaveProperty('disabled', true);
    screen.getByRole('tab', { name: 'Information' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Settings');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Settings panel');
  });
});

describe('choosers, groups and the rest', () => {
  it('pill and tile choosers pick one option with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('rdoCoi', 'radio', { optionItems: options });
    renderBlocks(<Bound item={item} render={(binding) => <PillField {...binding} />} />);
    screen.getByRole('radio', { name: 'Yearly' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('value').textContent).toBe('Y');
  });

  it('tiles show each option’s info line', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('rdoCoi', 'radio', { optionItems: options });
    renderBlocks(<Bound item={item} render={(binding) => <TileField {...binding} />} />);
    expect(screen.getByText('A cost that grows each year')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Level/ }));
    expect(screen.getByTestId('value').textContent).toBe('L');
  });

  it('the text input with a submit button submits on Enter and on the button', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const item = controlItem('txtPolicy', 'upperCase', { maxLength: 6 });
    renderBlocks(
      <Bound
        item={item}
        render={(binding) => (
          <SubmitTextField {...binding} onSubmit={onSubmit} submitLabel="Find" />
        )}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Cost type' });
    await user.type(input, 'ab12cd9{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('AB12CD');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('the textarea is cut to maxLength, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('txtNotes', 'textarea', { maxLength: 5 });
    renderBlocks(<Bound item={item} render={(binding) => <TextareaField {...binding} />} />);
    await user.type(screen.getByRole('textbox'), 'abcdefgh');
    expect(screen.getByTestId('value').textContent).toBe('abcde');
    expect(screen.getByText('Cut to 5 characters, the most this field holds.').role).toBe('status');
  });

  it('a number field selects its value on entry, so what is typed replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('txtRate', 'percent', { decimalPlaces: 3 });
    renderBlocks(<Bound item={item} render={(binding) => <NumberField {...binding} />} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '30');
    await user.tab();
    // Away from the field it shows the formatted value.
    expect(input.value).toBe('30%');
    await user.click(input);
    await user.keyboard('40');
    expect(screen.getByTestId('value').textContent).toBe('40');
  });

  it('a number field says what its mask left out, and takes thousands separators', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('txtAge', 'integer', { maxLength: 3 });
    renderBlocks(<Bound item={item} render={(binding) => <NumberField {...binding} />} />);
    await user.type(screen.getByRole('textbox'), 'forty');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByText('Left out, as this field does not take it: “y”.').role).toBe('status');
    const money = controlItem('txtFace', 'dollarInteger');
    cleanup();
    renderBlocks(<Bound item={money} render={(binding) => <NumberField {...binding} />} />);
    await user.type(screen.getByRole('textbox'), '500,000');
    expect(screen.getByTestId('value').textContent).toBe('500000');
    expect(screen.queryByText(/Left out/)).toBeNull();
  });

  it('a field group opens and closes from the keyboard and says which', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlocks(
      <FieldGroup title="Riders">
        <p>Rider fields</p>
      </FieldGroup>,
    );
    const toggle = screen.getByRole('button', { name: /Riders/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('alerts announce errors at once and others politely; the spinner says it is loading', async () => {
    renderBlocks(
      <>
        <AlertBanner type="Error">Saving failed</AlertBanner>
        <AlertBanner type="Success">Saved</AlertBanner>
        <Spinner />
        <FormSummary
          summary="1 error"
          errors={[{ name: 'txtAge', field: 'Age', message: 'Enter a value from 18 to 85.' }]}
        />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Saving failed');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Saved'), 'Loading…']),
    );
    expect(screen.getByText('Age: Enter a value from 18 to 85.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('tooltips', () => {
  it('a field with showTooltip puts its help behind a focusable info button', async () => {
    const user = userEvent.setup({ delay: null });
    const item = controlItem('txtFace', 'text', { showTooltip: true });
    renderBlocks(
      <Bound
        item={item}
        render={(binding) => <TextareaField {...binding} help="The amount paid at death." />}
      />,
    );
    const info = screen.getByRole('button', { name: 'More about Cost type' });
    await user.tab();
    expect(document.activeElement).toBe(info);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'The amount paid at death.',
    );
    expect(screen.getByRole('textbox').getAttribute('aria-describedby') ?? '').not.toContain(
      'description',
    );
  });
});

describe('ResultsTable', () => {
  const rows = Array.from({ length: 121 }, (_, year) => ({
    year,
    age: 40 + year,
    value: year * 1000,
  }));
  const columns = [
    { key: 'year', header: 'Year', cell: (row: (typeof rows)[number]) => row.year, width: 60 },
    { key: 'age', header: 'Age', cell: (row: (typeof rows)[number]) => row.age, width: 60 },
    { key: 'value', header: 'Value', cell: (row: (typeof rows)[number]) => row.value },
    { key: 'other', header: 'Other', cell: () => '—' },
  ];

  it('draws only the rows in view, with frozen leading columns (3 by default)', () => {
    // jsdom lays nothing out: the scroll area is given the size a browser would give it.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(300);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    renderBlocks(
      <ResultsTable
        label="Projection"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.year)}
        height={300}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('122');
    const drawn = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex'));
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.length).toBeLessThan(60);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.style.left)).toEqual(['0px', '60px', '120px', '']);
    expect(screen.getByRole('region', { name: 'Projection' }).tabIndex).toBe(0);
  });

  it('says so when there are no rows, and freezes as many columns as asked', () => {
    const { rerender } = renderBlocks(
      <ResultsTable label="Projection" columns={columns} rows={[]} rowKey={() => ''} />,
    );
    expect(screen.getByText('No results.')).toBeTruthy();
    rerender(
      <ResultsTable
        label="Projection"
        columns={columns}
        rows={rows.slice(0, 3)}
        rowKey={(row) => String(row.year)}
        frozenColumns={1}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.style.left)).toEqual(['0px', '', '', '']);
  });
});
