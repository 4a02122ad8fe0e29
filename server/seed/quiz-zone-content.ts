import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Tx } from '../db/client';
import { importContent } from '../content-import/import-content';

const contentDir = path.join(import.meta.dirname, 'content');

/** Copies the demo category art to the media folder; run at every start, so a new DATA_DIR has it too. */
export async function installDemoMedia(mediaDir: string): Promise<void> {
  const out = path.join(mediaDir, 'categories');
  await mkdir(out, { recursive: true });
  const images = path.join(contentDir, 'images');
  for (const file of await readdir(images)) await copyFile(path.join(images, file), path.join(out, file));
}

/** The demo Quiz Zone files with their text, the base one (quiz-zone.en.json) first, then by name. */
export async function demoContentFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(contentDir)).filter((f) => /^quiz-zone\..+\.json$/.test(f));
  names.sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b));
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(contentDir, name), 'utf8') })),
  );
}

/** Loads one demo Quiz Zone file through the content importer, the path operators use too. */
export async function seedQuizZoneFile(tx: Tx, name: string, text: string): Promise<void> {
  const outcome = await importContent(tx, name, text);
  if (!outcome.ok) {
    const lines = outcome.issues.map((i) => `  line ${i.line}: ${i.message}`).join('\n');
    throw new Error(`Invalid demo content ${name}:\n${lines}`);
  }
}
