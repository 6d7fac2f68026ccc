/** "1 item", "3 items": a count with its noun, for every sentence that counts things. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
