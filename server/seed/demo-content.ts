import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Tx } from '../db/client';
import { importContent } from '../content-import/import-content';

const contentDir = path.join(import.meta.dirname, 'content');

/** Demo media folders and where /media/ serves them from. */
const MEDIA = [
  { from: 'images', to: 'categories' },
  { from: 'question-images', to: 'questions' },
  { from: 'audio', to: 'audio' },
  { from: 'documents', to: 'documents' },
];

/** Copies the demo media to the media folder; run at every start, so a new DATA_DIR has it too. */
export async function installDemoMedia(mediaDir: string): Promise<void> {
  for (const { from, to } of MEDIA) {
    const source = path.join(contentDir, from);
    const files = await readdir(source).catch(() => [] as string[]);
    if (files.length === 0) continue;
    const out = path.join(mediaDir, to);
    await mkdir(out, { recursive: true });
    for (const file of files) await copyFile(path.join(source, file), path.join(out, file));
  }
}

/** The demo content files with their text: the base one (quiz-zone.en.json) first, then by name. */
export async function demoContentFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(contentDir)).filter((f) => f.endsWith('.json'));
  names.sort(
    (a, b) => Number(b === 'quiz-zone.en.json') - Number(a === 'quiz-zone.en.json') || a.localeCompare(b),
  );
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(contentDir, name), 'utf8') })),
  );
}

/** Loads one demo file through the content importer, the path operators use too. */
export async function seedContentFile(tx: Tx, name: string, text: string): Promise<void> {
  const outcome = await importContent(tx, name, text);
  if (!outcome.ok) {
    const lines = outcome.issues.map((i) => `  line ${i.line}: ${i.message}`).join('\n');
    throw new Error(`Invalid demo content ${name}:\n${lines}`);
  }
}
