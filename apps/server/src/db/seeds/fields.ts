import { products } from '@portal/actuarial/products/catalogue';
import { FIELD_SEED } from '@portal/contracts/control-item-seed';
import type { SetupItem, StoredControlItem } from '@portal/contracts/fields';
import type { Db } from '../database';
import { controlItems, interfaceSetupItems } from '../tables/fields';

/**
 * Reference data every install has (issue 4 §1): the control items of the login and profile
 * forms, and the interface setup of every product. Inserted when missing and never
 * overwritten, so a developer's change survives restarts; a second run changes nothing.
 * The items themselves are data in packages/contracts/src/control-item-seed.ts; later areas
 * seed their own forms' items with `seedControlItems` and `fieldItem` from there.
 */

/** Inserts the items that are missing; existing ones (perhaps edited) are left alone. */
export async function seedControlItems(
  db: Db,
  items: readonly StoredControlItem[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(controlItems)
    .values(items.map(({ isDirty: _d, isError: _e, ...item }) => ({ ...item, updatedAt: now })))
    .onConflictDoNothing({ target: controlItems.fieldName });
}

interface FundData {
  id: string;
  name: { en: string; fr: string };
  illustratedRate: number;
}

/**
 * Every product of the actuarial catalogue (products are data: 0131, 0132, 0133, 0562,
 * 0563, 0900, 0902, 0602, 0603): its name, plan code, family, issue ages and face limits,
 * and for universal life its funds with their default rates (0602: DI 1.25, CBF 1.50,
 * CEFI 5.95, APEF 4.15).
 */
export function productSetupSeed(): SetupItem[] {
  const rows: SetupItem[] = [];
  for (const product of Object.values(products)) {
    const setting = (setupKey: string, value: string, en: string, fr: string) =>
      rows.push({
        prodID: product.id,
        setupType: 'product',
        setupKey,
        value,
        captionEn: en,
        captionFr: fr,
        displayOrder: rows.filter((row) => row.prodID === product.id).length + 1,
        isActive: true,
      });
    setting('productName', product.planCode, product.name.en, product.name.fr);
    setting('family', product.family, 'Product family', 'Famille de produits');
    setting(
      'minIssueAge',
      String(product.issueAge.min),
      'Minimum issue age',
      'Âge minimal à l’établissement',
    );
    setting(
      'maxIssueAge',
      String(product.issueAge.max),
      'Maximum issue age',
      'Âge maximal à l’établissement',
    );
    setting(
      'minFaceAmount',
      String(product.face.min),
      'Minimum face amount',
      'Capital assuré minimal',
    );
    setting(
      'maxFaceAmount',
      String(product.face.max),
      'Maximum face amount',
      'Capital assuré maximal',
    );
    const funds: readonly FundData[] =
      'funds' in product && Array.isArray(product.funds) ? product.funds : [];
    funds.forEach((fund, index) => {
      rows.push({
        prodID: product.id,
        setupType: 'fund',
        setupKey: fund.id,
        value: fund.illustratedRate.toFixed(2),
        captionEn: fund.name.en,
        captionFr: fund.name.fr.replaceAll("'", '’'),
        displayOrder: index + 1,
        isActive: true,
      });
    });
  }
  return rows;
}

export async function seedSetupItems(
  db: Db,
  items: readonly SetupItem[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(interfaceSetupItems)
    .values(items.map((item) => ({ ...item, updatedAt: now })))
    .onConflictDoNothing({
      target: [
        interfaceSetupItems.prodID,
        interfaceSetupItems.setupType,
        interfaceSetupItems.setupKey,
      ],
    });
}

/** The field engine's reference data, run at every start. */
export async function seedFields(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, FIELD_SEED, now);
  await seedSetupItems(db, productSetupSeed(), now);
}
