import { FIELD_TYPES } from '@portal/domain/fields/control-item';
import { z } from 'zod';
import { productIdInputSchema, productIdSchema } from './product-ids';

/**
 * Control items and interface setup items (platform spec 3 and 7). The server stores and
 * answers these shapes; the browser turns a stored item into the engine's ControlItem in the
 * user's language (option labels and texts picked per language).
 */

export const CONTROL_SAVED = 'Control is successfully saved';
export const SETUP_SAVED = 'InterfaceSetup is successfully saved';
export const SAVE_FAILED = 'An error occurred while saving. Please try again!!!';

const shortText = z.string().trim().max(500);

/** Field names as the legacy forms spell them: txtName, cboRateClass, chkTerm10… */
export const fieldNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Letters, digits and _ only, starting with a letter.');

export const storedOptionItemSchema = z.object({
  value: z.string().trim().min(1).max(100),
  labelEn: shortText,
  labelFr: shortText,
  infoEn: shortText.default(''),
  infoFr: shortText.default(''),
});
export type StoredOptionItem = z.infer<typeof storedOptionItemSchema>;

const limit = z.number().finite().min(-1e12).max(1e12).nullable();

/** Every attribute of spec 3, plus the form it belongs to and both languages' texts. */
export const storedControlItemSchema = z
  .object({
    fieldName: fieldNameSchema,
    /** The form the field belongs to (login, profile…): which items a server check loads. */
    formName: z.string().trim().min(1).max(100),
    fieldType: z.enum(FIELD_TYPES),
    required: z.boolean(),
    disabled: z.boolean(),
    displayHidden: z.boolean(),
    useLimits: z.boolean(),
    min: limit,
    max: limit,
    decimalPlaces: z.number().int().min(0).max(10),
    allowZero: z.boolean(),
    useMinLength: z.boolean(),
    minLength: z.number().int().min(0).max(10_000),
    maxLength: z.number().int().min(1).max(10_000).nullable(),
    isDirty: z.boolean().default(false),
    isError: z.boolean().default(false),
    readOnly: z.boolean(),
    displayDisabled: z.boolean(),
    showLabel: z.boolean(),
    showTooltip: z.boolean(),
    isOptional: z.boolean(),
    locked: z.boolean(),
    optionItems: z.array(storedOptionItemSchema).max(500),
    disableOnError: z.boolean(),
    delayTime: z.number().int().min(0).max(600_000),
    captionEn: shortText,
    captionFr: shortText,
    statusEn: shortText,
    statusFr: shortText,
    errorEn: shortText,
    errorFr: shortText,
  })
  .refine((item) => item.min === null || item.max === null || item.min <= item.max, {
    message: 'min must not be greater than max.',
    path: ['max'],
  })
  .refine((item) => item.maxLength === null || item.minLength <= item.maxLength, {
    message: 'minLength must not be greater than maxLength.',
    path: ['minLength'],
  });
export type StoredControlItem = z.infer<typeof storedControlItemSchema>;

/** GET /api/GetControlItems: every item keyed by field name. */
export const controlItemMapSchema = z.record(z.string(), storedControlItemSchema);
export type StoredControlItemMap = z.infer<typeof controlItemMapSchema>;

export const deleteControlItemSchema = z.object({ fieldName: fieldNameSchema });

/** The answer to a save or delete: the spec's message, which the client shows translated. */
export const saveResultSchema = z.object({ message: z.string() });
export type SaveResult = z.infer<typeof saveResultSchema>;

export const SETUP_TYPES = ['product', 'fund'] as const;
export type SetupType = (typeof SETUP_TYPES)[number];

/**
 * One setting of a product: for 'product' a named value (name, plan code, issue ages, face
 * limits…); for 'fund' one fund the product offers, its code as setupKey, its default
 * interest rate (percent) as value and its name as the caption.
 */
export const setupItemSchema = z.object({
  prodID: productIdSchema,
  setupType: z.enum(SETUP_TYPES),
  setupKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/, 'Letters, digits and _ only.'),
  value: z.string().trim().max(1000),
  captionEn: shortText,
  captionFr: shortText,
  displayOrder: z.number().int().min(0).max(10_000),
  isActive: z.boolean(),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

export const productSetupsSchema = z.object({
  prodID: productIdSchema,
  setups: z.array(setupItemSchema),
});
export type ProductSetups = z.infer<typeof productSetupsSchema>;

export const allSetupItemsSchema = z.array(productSetupsSchema);

export const productParamsSchema = z.object({ productId: productIdInputSchema });

/** A setup item as a client sends it: the product id written either way (602 or 0602). */
export const setupItemInputSchema = setupItemSchema.extend({ prodID: productIdInputSchema });

export const deleteSetupSchema = setupItemInputSchema.pick({
  prodID: true,
  setupType: true,
  setupKey: true,
});
export type DeleteSetup = z.infer<typeof deleteSetupSchema>;

/** GET api/InterfaceFundSetup/{productId}: the product's active funds in display order. */
export const fundSetupSchema = z.object({
  prodID: productIdSchema,
  fundCode: z.string(),
  fundNameEn: z.string(),
  fundNameFr: z.string(),
  /** The default illustrated interest rate, in percent (1.25 for 1.25 %). */
  defaultRate: z.number(),
  displayOrder: z.number().int(),
});
export type FundSetup = z.infer<typeof fundSetupSchema>;
export const fundSetupListSchema = z.array(fundSetupSchema);
