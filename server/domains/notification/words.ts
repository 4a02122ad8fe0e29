import { readFileSync } from 'node:fs';
import type { Translate } from '../../../contract/notification-words';
import { translator as packTranslator } from '../../lib/translator';

type Packs = Record<string, Record<string, string>>;

/** The strings a notification is worded with: its own, the badges' names, "Player" for a nameless one. */
const FILES = ['notifications', 'badges', 'battle-rooms'];

let packs: Packs | null = null;
function loadPacks(): Packs {
  if (packs) return packs;
  const merged: Packs = {};
  for (const file of FILES) {
    const url = new URL(`../../../contract/strings/features/${file}.json`, import.meta.url);
    const byLanguage = JSON.parse(readFileSync(url, 'utf8')) as Packs;
    for (const [language, strings] of Object.entries(byLanguage))
      merged[language] = { ...merged[language], ...strings };
  }
  return (packs = merged);
}

/**
 * The client's strings on the server, for a push worded in its player's language (the same keys the
 * in-app list uses), read as i18next reads them (lib/translator.ts): a language without a string falls
 * back to English, a key nowhere comes back as is.
 */
export function translator(language: string): Translate {
  const all = loadPacks();
  return packTranslator(language, all[language] ?? {}, all.english ?? {});
}
