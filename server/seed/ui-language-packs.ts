import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const packSchema = z.object({
  name: z.string().regex(/^[a-z_-]+$/),
  title: z.string().min(1),
  web_version: z.string().min(1),
  web_rtl_support: z.boolean(),
  web_default: z.boolean(),
  strings: z.record(z.string(), z.string()),
});

const folder = path.join(import.meta.dirname, 'ui-languages');

/** Every UI translation pack shipped in seed/ui-languages, validated. */
export async function readUiLanguagePacks() {
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = packSchema.safeParse(JSON.parse(await readFile(path.join(folder, file), 'utf8')));
      if (!parsed.success) throw new Error(`Invalid UI language pack ${file}: ${parsed.error.message}`);
      const p = parsed.data;
      return {
        name: p.name,
        title: p.title,
        version: p.web_version,
        rtl: p.web_rtl_support,
        isDefault: p.web_default,
        strings: p.strings,
      };
    }),
  );
}
