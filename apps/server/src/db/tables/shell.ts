import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The dashboard widgets a BI user can arrange in the profile (platform spec 2.7 and 3,
 * Widget). The catalogue is reference data, the same in every install; each user's order
 * and ON/OFF choices are kept on the user (users.widgets), falling back to the defaults here.
 */
export const widgets = pgTable(
  'widgets',
  {
    widgetID: integer('widget_id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    shortTextEn: text('short_text_en').notNull(),
    shortTextFr: text('short_text_fr').notNull(),
    longTextEn: text('long_text_en').notNull(),
    longTextFr: text('long_text_fr').notNull(),
    /** Where the widget sits for a user who has not arranged their dashboard. */
    defaultOrder: integer('default_order').notNull(),
    defaultActive: boolean('default_active').notNull().default(true),
  },
  (t) => [uniqueIndex('widgets_name_key').on(t.name)],
);
