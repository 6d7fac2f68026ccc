export function CollectionPage() {
  return null;
}
