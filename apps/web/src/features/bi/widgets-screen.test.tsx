import type { WidgetFigures } from '@portal/contracts/bi';
import type { UserWidget } from '@portal/contracts/shell';
import { lastDays } from '@portal/domain/bi/date-range';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { takeConsoleMessages } from '../../../test/console';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, json } from '../../../test/server';

const analyst = makeUser(['isBusinessIntelligence'], { username: 'analyst' });

function widget(widgetID: number, name: string, title: string, isActive = true): UserWidget {
  return {
    widgetID,
    name,
    displayName: title,
    isActive,
    displayOrder: widgetID,
    title: { en: title, fr: `${title} (fr)` },
    shortText: { en: `About ${title}`, fr: `À propos de ${title}` },
    longText: { en: `All about ${title}`, fr: `Tout sur ${title}` },
  };
}

const range = lastDays(new Date(), 30);
const query = `?${new URLSearchParams(range)}`;

const byType: WidgetFigures = {
  name: 'eventsByType',
  shape: 'byCategory',
  ...range,
  points: [
    { key: 'PAGE_LOAD', value: 1200 },
    { key: 'LOGIN', value: 3 },
  ],
  total: 1203,
};

describe('/bi/widgets', { timeout: 30_000 }, () => {
  it('shows the ON widgets in order; one failing leaves the others, with a table and long text', async () => {
    await renderApp({
      path: '/bi/widgets',
      user: analyst,
      routes: {
        'POST /api/BI/GetAllUserWidgets': () =>
          json([
            widget(1, 'eventsByType', 'Events by type'),
            widget(2, 'signInsPerDay', 'Sign-ins per day', false),
            widget(3, 'topUsers', 'Most active users'),
          ]),
        [`GET /api/BI/WidgetData/eventsByType${query}`]: () => json(byType),
        [`GET /api/BI/WidgetData/topUsers${query}`]: () => apiError(500, 'internal'),
      },
    });
    const cards = await screen.findByTestId('bi-widgets');
    const titles = await within(cards).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Events by type',
      'Most active users',
    ]);

    expect(await within(cards).findByText('This widget could not be loaded.')).toBeTruthy();
    // Logged, as the spec says of widget load failures (9: logged only).
    expect(takeConsoleMessages(/BI widget topUsers failed/)).toHaveLength(1);
    expect(await within(cards).findByText('Total: 1,203')).toBeTruthy();

    await userEvent.click(within(cards).getByRole('button', { name: 'Show as a table' }));
    const table = within(cards).getByRole('table', { name: 'Events by type' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ItemCount', 'Page opened1,200', 'Sign-in3']);

    const more = within(cards).getAllByRole('button', { name: 'About this widget' })[0];
    expect(screen.getByText('All about Events by type').closest('[hidden]')).toBeTruthy();
    if (more) await userEvent.click(more);
    expect(screen.getByText('All about Events by type').closest('[hidden]')).toBeNull();
  });
});
