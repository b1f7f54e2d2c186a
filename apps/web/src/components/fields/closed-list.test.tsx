import { MantineProvider, Select } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useClosedList } from './closed-list';

function Smoker() {
  const [value, setValue] = useState<string | null>(null);
  const list = useClosedList();
  return (
    <Select
      {...list}
      label="Smoker class"
      data={[
        { value: 'N', label: 'Non-smoker' },
        { value: 'S', label: 'Smoker' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

const options = () => document.querySelectorAll('[data-combobox-option]');

describe('a select’s closed list (decisions 0083 and 0089)', () => {
  it('is not drawn with the form, and is by the time Arrow Down needs it', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Smoker />
      </MantineProvider>,
    );
    expect(options()).toHaveLength(0);
    const field = screen.getByLabelText('Smoker class', { selector: 'input' });
    act(() => field.focus());
    expect(options()).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveProperty('value', 'Non-smoker');
  });

  it('is drawn once pointed at, before a click opens it', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Smoker />
      </MantineProvider>,
    );
    await user.hover(screen.getByLabelText('Smoker class', { selector: 'input' }));
    expect(options()).toHaveLength(2);
  });
});
