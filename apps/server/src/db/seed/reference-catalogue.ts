import { multiplyMoney } from '@patchbay/domain';
import { uuidv7 } from '../../lib/ids';
import type { productDataCatalogue } from '../schema/index';
import type { Catalog } from './catalog';

type EntryRow = typeof productDataCatalogue.$inferInsert;

/**
 * The demo reference catalogue (SPEC.md §7 ProductDataCatalogue): the manufacturer's record of
 * every seeded part with a brand, as insertproductoriginaldata would have stored it: brand, MPN
 * (lower-case), title, description, model, category, specifications, image, and a list price of
 * three quarters of the part's maximum price. Derived from the catalogue alone, so it is the same
 * on every seed.
 */
export function buildReferenceCatalogue(catalog: Catalog, operatorId: string, now: Date): EntryRow[] {
  const seen = new Set<string>();
  const rows: EntryRow[] = [];
  for (const product of catalog.productRows) {
    if (!product.oemName) continue;
    const key = `${product.oemName.toLowerCase()}/${product.oemPartNumber.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const specifications = catalog.specificationRows
      .filter((s) => s.productId === product.id)
      .map((s) => ({ type: s.type, value: s.value }));
    rows.push({
      id: uuidv7(),
      brand: product.oemName,
      mpn: product.oemPartNumber.toLowerCase(),
      title: product.name,
      description: product.description ?? '',
      modelName: product.oemModelName ?? null,
      productType: product.productType ?? null,
      categoryId: product.categoryId,
      subCategoryId: product.subCategoryId ?? null,
      listPrice: product.maxPrice ? multiplyMoney(product.maxPrice, '0.75', 4) : null,
      specifications,
      imageUrls: (product.imageUrls ?? []).filter((url) => url !== ''),
      originalData: {
        manufacturer: product.manufacturerName ?? product.oemName,
        country: product.manufacturerCountry ?? null,
        partNumber: product.oemPartNumber,
        family: product.oemModelName ?? null,
        source: 'Manufacturer datasheet',
      },
      createdByUserId: operatorId,
      createdAt: now,
      updatedAt: now,
    });
  }
  return rows;
}
