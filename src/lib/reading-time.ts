/** Minutes to read a passage's HTML at an unhurried 200 words a minute (at least one). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
