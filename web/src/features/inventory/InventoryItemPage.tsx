export function InventoryItemPage() {
  return null;
}
