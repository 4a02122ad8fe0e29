/**
 * The English strings of every feature (contract/strings/features), as ONE chunk: loaded as a glob of
 * lazy imports they made some 25 requests before the first paint, each a round trip on a slow phone
 * network (issue 18). Still a separate chunk, off the initial JS budget; the shell's own strings
 * (shell.json) are in the first chunk instead (index.ts).
 */
const parts = import.meta.glob<Record<string, string>>(
  ['../../../contract/strings/features/*.json', '!../../../contract/strings/features/shell.json'],
  { import: 'english', eager: true },
);

export const featureStrings: Record<string, string> = Object.assign({}, ...Object.values(parts));
