import type { CatalogueUpdate, CatalogueWidget } from '@portal/contracts/bi';
import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { widgets } from '../db/tables/shell';

export type WidgetRow = typeof widgets.$inferSelect;

export function listWidgetCatalogue(db: Db): Promise<WidgetRow[]> {
  return db.select().from(widgets).orderBy(asc(widgets.defaultOrder), asc(widgets.widgetID));
}

/**
 * One user's dashboard: every widget of the catalogue with the user's ON/OFF and order where
 * they chose one, the catalogue's defaults where not (after the arranged ones), numbered
 * 1..n in display order.
 */
export function widgetsOfUser(catalogue: readonly WidgetRow[], user: Pick<User, 'widgets'>) {
  const chosen = new Map(user.widgets.map((widget) => [widget.widgetID, widget]));
  const lastChosen = Math.max(0, ...user.widgets.map((widget) => widget.displayOrder));
  const merged = catalogue.map((row) => {
    const choice = chosen.get(row.widgetID);
    return {
      row,
      isActive: choice?.isActive ?? row.defaultActive,
      order: choice ? choice.displayOrder : lastChosen + row.defaultOrder,
    };
  });
  merged.sort((a, b) => a.order - b.order || a.row.widgetID - b.row.widgetID);
  return merged.map(
    ({ row, isActive }, index): UserWidget => ({
      widgetID: row.widgetID,
      name: row.name,
      displayName: row.displayName,
      isActive,
      displayOrder: index + 1,
      title: { en: row.titleEn, fr: row.titleFr },
      shortText: { en: row.shortTextEn, fr: row.shortTextFr },
      longText: { en: row.longTextEn, fr: row.longTextFr },
    }),
  );
}

/** The catalogue as /admin/bi shows it (decision 0057): the defaults are its isActive and order. */
export function catalogueWidgetOf(row: WidgetRow): CatalogueWidget {
  return {
    widgetID: row.widgetID,
    name: row.name,
    displayName: row.displayName,
    isActive: row.defaultActive,
    displayOrder: row.defaultOrder,
    title: { en: row.titleEn, fr: row.titleFr },
    shortText: { en: row.shortTextEn, fr: row.shortTextFr },
    longText: { en: row.longTextEn, fr: row.longTextFr },
  };
}

export async function updateCatalogueWidget(
  db: Db,
  widgetID: number,
  change: CatalogueUpdate,
): Promise<void> {
  await db
    .update(widgets)
    .set({
      displayName: change.displayName,
      defaultActive: change.isActive,
      titleEn: change.title.en,
      titleFr: change.title.fr,
      shortTextEn: change.shortText.en,
      shortTextFr: change.shortText.fr,
      longTextEn: change.longText.en,
      longTextFr: change.longText.fr,
    })
    .where(eq(widgets.widgetID, widgetID));
}

/** Numbers the widgets 1..n in the order given (every id of the catalogue, once). */
export async function reorderCatalogue(db: Db, widgetIDs: readonly number[]): Promise<void> {
  for (const [index, widgetID] of widgetIDs.entries()) {
    await db
      .update(widgets)
      .set({ defaultOrder: index + 1 })
      .where(eq(widgets.widgetID, widgetID));
  }
}
