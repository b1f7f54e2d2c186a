import type { FieldType } from '@portal/domain/fields/control-item';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Control items (field definitions, platform spec 3) and interface setup items (product
 * setups). Both are reference data the seed keeps in every install and developers edit.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredOption {
  value: string;
  labelEn: string;
  labelFr: string;
  infoEn: string;
  infoFr: string;
}

export const controlItems = pgTable(
  'control_items',
  {
    fieldName: text('field_name').primaryKey(),
    formName: text('form_name').notNull(),
    fieldType: text('field_type').$type<FieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    displayHidden: boolean('display_hidden').notNull().default(false),
    useLimits: boolean('use_limits').notNull().default(false),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    decimalPlaces: integer('decimal_places').notNull().default(0),
    allowZero: boolean('allow_zero').notNull().default(false),
    useMinLength: boolean('use_min_length').notNull().default(false),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length'),
    readOnly: boolean('read_only').notNull().default(false),
    displayDisabled: boolean('display_disabled').notNull().default(false),
    showLabel: boolean('show_label').notNull().default(true),
    showTooltip: boolean('show_tooltip').notNull().default(false),
    isOptional: boolean('is_optional').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    optionItems: jsonb('option_items').$type<StoredOption[]>().notNull().default([]),
    disableOnError: boolean('disable_on_error').notNull().default(false),
    delayTime: integer('delay_time').notNull().default(0),
    captionEn: text('caption_en').notNull().default(''),
    captionFr: text('caption_fr').notNull().default(''),
    statusEn: text('status_en').notNull().default(''),
    statusFr: text('status_fr').notNull().default(''),
    errorEn: text('error_en').notNull().default(''),
    errorFr: text('error_fr').notNull().default(''),
    /** Who last saved it from the developer area (null: the seed). */
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('control_items_form_name_idx').on(t.formName),
    check(
      'control_items_limits_check',
      sql`${t.min} is null or ${t.max} is null or ${t.min} <= ${t.max}`,
    ),
  ],
);

export const interfaceSetupItems = pgTable(
  'interface_setup_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prodID: text('prod_id').notNull(),
    setupType: text('setup_type', { enum: ['product', 'fund'] }).notNull(),
    setupKey: text('setup_key').notNull(),
    value: text('value').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    captionFr: text('caption_fr').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('interface_setup_items_key').on(t.prodID, t.setupType, t.setupKey),
    check('interface_setup_items_type_check', sql`${t.setupType} in ('product', 'fund')`),
  ],
);
