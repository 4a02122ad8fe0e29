import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actions, codes } from '../../contract';
import { API_DOC_PATH, formattedApiDoc } from '../../scripts/api-doc';

describe('docs/api.md', () => {
  it('is what the contract writes today (npm run docs:api)', async () => {
    const committed = readFileSync(API_DOC_PATH, 'utf8');
    // On a mismatch: run `npm run docs:api` and commit the page with the contract change.
    expect(committed).toBe(await formattedApiDoc());
  });

  it('lists every action and every code', () => {
    const page = readFileSync(API_DOC_PATH, 'utf8');
    for (const name of Object.keys(actions)) expect(page).toContain(`### \`${name}\``);
    for (const [name, code] of Object.entries(codes)) expect(page).toContain(`| \`${code}\` | \`${name}\``);
  });
});
