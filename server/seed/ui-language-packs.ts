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

/** A feature's own strings for every pack, by pack name: `{ "english": {…}, "arabic": {…} }`. */
const featureStringsSchema = z.record(z.string(), z.record(z.string(), z.string()));

// The app bundles the English strings too, so they live in contract/, which both sides may import.
const stringsRoot = path.join(import.meta.dirname, '../../contract/strings');
const packFolder = path.join(stringsRoot, 'languages');
const featureFolder = path.join(stringsRoot, 'features');

async function jsonFiles(folder: string) {
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      json: JSON.parse(await readFile(path.join(folder, file), 'utf8')) as unknown,
    })),
  );
}

/**
 * Every UI translation pack shipped in contract/strings/languages, validated, with the strings of each
 * feature file in contract/strings/features merged in (features keep their strings beside each other, not in one file).
 */
export async function readUiLanguagePacks() {
  const features = (await jsonFiles(featureFolder)).map(({ file, json }) => {
    const parsed = featureStringsSchema.safeParse(json);
    if (!parsed.success) throw new Error(`Invalid UI strings ${file}: ${parsed.error.message}`);
    return parsed.data;
  });
  return (await jsonFiles(packFolder)).map(({ file, json }) => {
    const parsed = packSchema.safeParse(json);
    if (!parsed.success) throw new Error(`Invalid UI language pack ${file}: ${parsed.error.message}`);
    const p = parsed.data;
    return {
      name: p.name,
      title: p.title,
      version: p.web_version,
      rtl: p.web_rtl_support,
      isDefault: p.web_default,
      strings: Object.assign({}, p.strings, ...features.map((f) => f[p.name] ?? {})) as Record<
        string,
        string
      >,
    };
  });
}
