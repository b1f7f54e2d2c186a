// Product ids on the way in (decision 0026): the specs write one product as 602 and as 0602,
// so every call taking a product id reads either (text or number) and works with the one
// spelling of packages/domain's canonicalProductId; answers always carry that spelling.
import { productIds, riderIds } from '@portal/actuarial/products/types';
import { canonicalProductId } from '@portal/domain/products/product-ids';
import { z } from 'zod';

/** Base plans as the spec writes them: four digits (0131, 0602…). The form of every answer. */
export const productIdSchema = z.string().regex(/^\d{4}$/, 'A product id is four digits.');

const ID_DESCRIPTION =
  'A product id, with or without its leading zeros (602 and 0602 are the same product); read as its four-digit form.';

/**
 * What a client may write (and the OpenAPI document shows): digits with or without leading
 * zeros, as text or as a number.
 */
const writtenId = z.union([
  z.string().regex(/^\s*\d{1,6}\s*$/, 'A product id is digits, such as 0602 or 602.'),
  z.number().int().min(0).max(999_999),
]);

/** Any product id (setups, funds): 602, '602' or '0602', read as '0602'. */
export const productIdInputSchema = writtenId
  .transform((raw) => canonicalProductId(raw) as string)
  .pipe(productIdSchema)
  .meta({ description: ID_DESCRIPTION });

/** A product the illustration engine has, written either way, read as the catalogue's id. */
export const illustrationProductIdSchema = writtenId
  .transform((raw) => canonicalProductId(raw, productIds) as string)
  .pipe(z.enum(productIds))
  .meta({ description: ID_DESCRIPTION });

/** A coverage's product (a base plan or a rider such as 093, WP), read as the catalogue's spelling. */
export const coverageProductIdSchema = z
  .union([z.string().max(10), z.number().int().min(0).max(999_999)])
  .transform((raw) => canonicalProductId(raw, [...productIds, ...riderIds]) as string)
  .pipe(z.string().max(10))
  .meta({
    description: 'A product id with or without leading zeros (93 and 093 are the term rider 093).',
  });
