import { describe, expect, it } from 'vitest';
import { codeMessages } from '../../contract';
import { readUiLanguagePacks } from '../seed/ui-language-packs';
import strings from '../../contract/strings/features/battles.json';

const battleCodes = Object.keys(codeMessages).filter((c) => Number(c) >= 244 && Number(c) <= 266);

describe('battle message codes', () => {
  it('every battle code has its message in English, Arabic and French', () => {
    expect(battleCodes).toHaveLength(23);
    for (const pack of ['english', 'arabic', 'french'] as const) {
      const keys = strings[pack] as Record<string, string>;
      expect(
        battleCodes.filter((c) => !keys[`code_${c}`]),
        pack,
      ).toEqual([]);
    }
    for (const code of battleCodes)
      expect(strings.english[`code_${code}` as keyof typeof strings.english]).toBe(
        codeMessages[code as keyof typeof codeMessages],
      );
  });
});

describe('every message code', () => {
  it('is translated in every shipped language', async () => {
    const packs = await readUiLanguagePacks();
    expect(packs.map((p) => p.name).sort()).toEqual(['arabic', 'english', 'french']);
    for (const pack of packs)
      expect(
        Object.keys(codeMessages).filter((c) => !pack.strings[`code_${c}`]),
        pack.name,
      ).toEqual([]);
  });
});
