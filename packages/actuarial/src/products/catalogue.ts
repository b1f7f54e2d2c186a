// Every product and rider by id. Adding a product is a new data module and a line here.
import { product0131 } from './p0131';
import { product0132 } from './p0132';
import { product0133 } from './p0133';
import { product0562 } from './p0562';
import { product0563 } from './p0563';
import { product0602 } from './p0602';
import { product0603 } from './p0603';
import { product0900 } from './p0900';
import { product0902 } from './p0902';
import { rider093, rider094, riderAdb, riderChild, riderWaiver } from './riders';
import type { ProductDefinition, ProductId, RiderDefinition, RiderId } from './types';
import { productIds } from './types';

export const products: Readonly<Record<ProductId, ProductDefinition>> = {
  '0131': product0131,
  '0132': product0132,
  '0133': product0133,
  '0562': product0562,
  '0563': product0563,
  '0900': product0900,
  '0902': product0902,
  '0602': product0602,
  '0603': product0603,
};

export const riders: Readonly<Record<RiderId, RiderDefinition>> = {
  '093': rider093,
  '094': rider094,
  WP: riderWaiver,
  ADB: riderAdb,
  CHILD: riderChild,
};

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && (productIds as readonly string[]).includes(value);
}

export function productById(id: ProductId): ProductDefinition {
  return products[id];
}
