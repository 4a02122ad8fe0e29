import { useEffect, useState } from 'react';
import { i18n, languageTag } from '../../lib/i18n';

type Packs = Record<string, Record<string, string>>;

/**
 * The console's strings (contract/strings/admin/*.json, one file per area, each with every language)
 * load with the console's chunk, never for players. Added to every language bundle i18next has, so a
 * switch of language inside the console needs no reload.
 */
const files = import.meta.glob<Packs>('../../../contract/strings/admin/*.json', { import: 'default' });

let loaded: Promise<void> | null = null;
function loadAdminStrings(): Promise<void> {
  return (loaded ??= Promise.all(Object.values(files).map((load) => load())).then((parts) => {
    for (const part of parts) {
      for (const [language, strings] of Object.entries(part)) {
        i18n.addResourceBundle(languageTag(language), 'translation', strings, true, false);
      }
    }
  }));
}

export function useAdminStrings(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAdminStrings().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
