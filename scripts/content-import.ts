/**
 * `npm run content:import -- FILE [--language CODE]`: adds questions to the Quiz Zone from our JSON format,
 * CSV, or an Open Trivia DB JSON answer. Every row is checked first; a file with any problem imports
 * nothing and the problems are listed by line. Uses the same database settings as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first (one process per data directory).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { importContent } from '../server/content-import/import-content';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seed } from '../server/seed/seed';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { language: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run content:import -- FILE [--language CODE]   (FILE: .json or .csv)');
  process.exit(2);
}

const config = loadConfig();
const text = await readFile(file, 'utf8');
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }).catch(
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
let code = 0;
try {
  await migrateDatabase(database);
  await seed(database.db, { mediaDir: path.join(config.dataDir, 'media') });
  const outcome = await importContent(database.db, path.basename(file), text, values.language);
  if (outcome.ok) {
    const s = outcome.stats;
    console.log(
      `Imported ${s.questions} questions (${s.categories} new categories, ${s.subcategories} new subcategories); ${s.skipped} already there.`,
    );
  } else {
    console.error(`${file}: nothing imported, ${outcome.issues.length} problem(s):`);
    for (const issue of outcome.issues) console.error(`  line ${issue.line}: ${issue.message}`);
    code = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
