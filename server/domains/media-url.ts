/** Image/audio fields are absolute URLs or "" (DESIGN §4); stored values are paths or full URLs. */
export function absoluteUrl(origin: string, value: string): string {
  if (!value) return '';
  if (/^https?:\/\//.test(value)) return value;
  return `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}

/**
 * A stored media value as a path: seeded content keeps a bare file name of its folder; an upload keeps
 * what the picture store answered (a /media/ path or a bucket URL), which is used as it is.
 */
export const mediaPath = (folder: string, file: string) =>
  !file ? '' : file.includes('/') ? file : `/media/${folder}/${file}`;
