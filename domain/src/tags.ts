/**
 * A copy's tags ("for trade", "show 2026"): at most MAX_TAGS, each 1-40 characters, kept as the collector spelt them
 * first and matched case-blind (adding "For Trade" to a copy tagged "for trade" changes nothing).
 */

export const TAG_LIMITS = {
  /** Tags on one copy. */
  perCopy: 20,
  /** Characters in one tag. */
  length: 40,
} as const;

/** A tag as stored: trimmed, each run of spaces one space, composed. */
export const cleanTag = (tag: string): string => tag.normalize('NFC').trim().replace(/\s+/g, ' ');

/** What makes two tags the same: case and spaces aside. */
export const tagKey = (tag: string): string => cleanTag(tag).toLowerCase();

/** Tags without repeats (case-blind), the first spelling kept, in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const tag of tags.map(cleanTag)) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(tag);
  }
  return unique;
}

/** A copy's tags with `add` added (those it has kept as spelt) and `remove` taken off, case-blind. */
export function changeTags(tags: readonly string[], add: readonly string[] = [], remove: readonly string[] = []): string[] {
  const removed = new Set(remove.map(tagKey));
  return uniqueTags([...tags, ...add]).filter((tag) => !removed.has(tagKey(tag)));
}

/** Whether a copy's tags hold this tag, case-blind. */
export const hasTag = (tags: readonly string[], tag: string): boolean => tags.some((t) => tagKey(t) === tagKey(tag));
