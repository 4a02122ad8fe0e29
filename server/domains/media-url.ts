/** Image/audio fields are absolute URLs or "" (DESIGN §4); stored values are paths or full URLs. */
export function absoluteUrl(origin: string, value: string): string {
  if (!value) return '';
  if (/^https?:\/\//.test(value)) return value;
  return `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}

export const mediaPath = (folder: string, file: string) => (file ? `/media/${folder}/${file}` : '');
