import { placeChildren, type Place } from '@tmnt/domain';

/** Places in the tree's order (each followed by the places inside it, siblings by name), with their depth. */
export function treeOrder(places: readonly Place[]): { place: Place; depth: number }[] {
  const children = placeChildren(places);
  const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
  const ordered: { place: Place; depth: number }[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const place of [...(children.get(parent) ?? [])].sort(byName)) {
      ordered.push({ place, depth });
      visit(place.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
