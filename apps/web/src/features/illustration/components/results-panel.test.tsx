import {
  type IllustrationResult,
  LEDGER_COLUMNS,
  type LedgerBody,
} from '@portal/contracts/illustration';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '@/components/fields/test-harness';
import { LedgerChart } from './ledger-chart';
import { LedgerTable } from './results-panel';

const YEARS = 3;
function ledger(basis: LedgerBody['basis'], base: number, ul = false): LedgerBody {
  const columns = Object.fromEntries(
    LEDGER_COLUMNS.map((c) => [c, Array.from({ length: YEARS }, (_, t) => base + t * 100_00)]),
  ) as LedgerBody['columns'];
  columns.age = [45, 46, 47];
  return {
    basis,
    issueAge: 45,
    years: YEARS,
    lapseYear: null,
    endReason: 'maturity',
    columns,
    funds: ul ? [{ fundId: 'DI', values: [1, 2, 3] }] : [],
    limitedFlows: [],
  };
}
const result = (ul = false): IllustrationResult =>
  ({
    premiumSummary: {} as IllustrationResult['premiumSummary'],
    ledgers: {
      guaranteed: ledger('guaranteed', 1_000_00, ul),
      illustrated: ledger('illustrated', 2_000_00, ul),
      alternate: ledger('alternate', 3_000_00, ul),
    },
    tax: { exemptStatus: null, isBeforeDec2_1982: null, exemptTestFirstFailure: null },
  }) as IllustrationResult;

const groupHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((h) => h.getAttribute('scope') === 'colgroup')
    .map((h) => h.textContent);

describe('the ledger on a laptop (issue 15 §5)', () => {
  it('shows the guaranteed and non-guaranteed columns by default; the rest on request', async () => {
    sessionStorage.clear();
    renderBlocks(<LedgerTable result={result(true)} years={[1, 2, 3]} />);
    expect(groupHeaders()).toEqual(['Guaranteed', 'Non-guaranteed (current scale)']);
    expect(screen.queryByRole('columnheader', { name: 'Account value' })).toBeNull();
    const user = userEvent.setup();
    const chooser = screen.getByRole('group', { name: 'Columns shown' });
    await user.click(within(chooser).getByRole('checkbox', { name: /alternate scale/ }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Account value' }));
    expect(groupHeaders()).toEqual([
      'Guaranteed',
      'Non-guaranteed (current scale)',
      'Non-guaranteed (alternate scale)',
    ]);
    expect(screen.getAllByRole('columnheader', { name: 'Account value' })).toHaveLength(3);
    // The last basis cannot be taken away: an empty ledger is not a choice.
    for (const name of [/current scale/, /alternate scale/])
      await user.click(within(chooser).getByRole('checkbox', { name }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Guaranteed' }));
    expect(groupHeaders()).toEqual(['Guaranteed']);
    expect(JSON.parse(sessionStorage.getItem('illustrationLedgerColumns') ?? '{}')).toEqual({
      bases: ['guaranteed'],
      accountValue: true,
    });
  });

  it('a level product has no account value to choose', () => {
    sessionStorage.clear();
    renderBlocks(<LedgerTable result={result(false)} years={[1, 2, 3]} />);
    expect(screen.queryByRole('checkbox', { name: 'Account value' })).toBeNull();
  });

  it('lists every line of the chart in a legend of its own, each a toggle', async () => {
    renderBlocks(<LedgerChart result={result()} />);
    const legend = await screen.findByRole('list', {
      name: 'Chart legend: choose a line to hide or show it',
    });
    const items = within(legend).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Death benefit – Guaranteed',
      'Cash surrender value – Guaranteed',
      'Death benefit – Non-guaranteed (current scale)',
      'Cash surrender value – Non-guaranteed (current scale)',
      'Death benefit – Non-guaranteed (alternate scale)',
      'Cash surrender value – Non-guaranteed (alternate scale)',
      'Cumulative premium',
    ]);
    await userEvent.setup().click(items[0] as HTMLElement);
    expect(items[0]?.getAttribute('aria-pressed')).toBe('false');
  });
});
