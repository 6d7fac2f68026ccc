/** "1 item", "3 items": a count with its noun, for every sentence that counts things. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
