import type { WidgetFigures } from '@portal/contracts/bi';
import { daysOf } from '@portal/domain/bi/date-range';
import { TOP_CATEGORIES, WIDGET_DEFINITIONS, type WidgetName } from '@portal/domain/bi/widgets';
import { and, between, countDistinct, desc, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { trackingDaily, trackingDailyForms } from '../db/tables/bi';

/**
 * One widget's figures over a range of UTC days, read from the daily roll-up only (decision
 * 0056): a handful of index range scans whatever the number of events.
 */
export async function widgetFigures(
  db: Db,
  name: WidgetName,
  range: { from: string; to: string },
): Promise<WidgetFigures> {
  const definition = WIDGET_DEFINITIONS[name];
  // Only the widgets that count or rank users read the per-user roll-up; the others read the
  // user-free one, a few hundred rows a day however many users there are.
  const perUser = definition.measure === 'users' || definition.measure === 'username';
  // Both share day, event type, form and events; username is asked only of the per-user one.
  const d = (perUser ? trackingDaily : trackingDailyForms) as unknown as typeof trackingDaily;
  const GROUPS = { eventType: d.eventType, formName: d.formName, username: d.username } as const;
  const filters: SQL[] = [between(d.day, range.from, range.to)];
  if (definition.eventTypes) filters.push(inArray(d.eventType, [...definition.eventTypes]));
  const where = and(...filters);
  const users = definition.measure === 'users';
  const amount = users ? countDistinct(d.username) : sql<string>`coalesce(${sum(d.events)}, 0)`;

  const [totalRow] = await db.select({ total: amount }).from(d).where(where);
  const total = Number(totalRow?.total ?? 0);

  if (definition.shape === 'byDay') {
    const rows = await db.select({ key: d.day, value: amount }).from(d).where(where).groupBy(d.day);
    const byDay = new Map(rows.map((row) => [String(row.key), Number(row.value)]));
    const points = daysOf(range.from, range.to).map((key) => ({
      key,
      value: byDay.get(key) ?? 0,
    }));
    return { name, shape: 'byDay', ...range, points, total };
  }

  const group = GROUPS[definition.measure as keyof typeof GROUPS];
  const value = sql<string>`sum(${d.events})`;
  const rows = await db
    .select({ key: group, value })
    .from(d)
    .where(where)
    .groupBy(group)
    .orderBy(desc(value), group)
    .limit(TOP_CATEGORIES);
  return {
    name,
    shape: 'byCategory',
    ...range,
    points: rows.map((row) => ({ key: row.key, value: Number(row.value) })),
    total,
  };
}
