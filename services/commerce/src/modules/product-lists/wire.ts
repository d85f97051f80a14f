import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import type { schema } from '@solo/db';

export type ListRow = typeof schema.productLists.$inferSelect;
export type ItemRow = typeof schema.productListItems.$inferSelect;

export function toWireItem(row: ItemRow): ShopperCustomersTypes.CustomerProductListItem {
  return {
    id: row.id,
    productId: row.productId,
    quantity: row.quantity,
    public: row.public,
    priority: row.priority,
    type: row.type,
    purchasedQuantity: 0,
    ...(row.etchingText ? { c_etchingText: row.etchingText } : {}),
    ...(row.etchingImage ? { c_etchingImage: row.etchingImage } : {}),
  };
}

export function toWireList(
  row: ListRow,
  items: ItemRow[],
): ShopperCustomersTypes.CustomerProductList {
  return {
    id: row.id,
    type: row.type as ShopperCustomersTypes.CustomerProductList['type'],
    ...(row.name ? { name: row.name } : {}),
    public: row.public,
    customerProductListItems: items.map(toWireItem),
    creationDate: row.createdAt.toISOString(),
    lastModified: row.modifiedAt.toISOString(),
  };
}
