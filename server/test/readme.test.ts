import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { actionNames, actions } from '../../contract';

it('the README lists exactly the actions that are not available yet', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = /<!-- not-available:start -->([\s\S]*?)<!-- not-available:end -->/.exec(readme)?.[1] ?? '';
  const listed = [...section.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort();
  const pending = actionNames.filter((name) => !actions[name].implemented).sort();
  expect(listed).toEqual(pending);
});
