import { useAtom, useAtomValue } from './atom-hooks';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export type ThemeChoice = 'system' | 'light' | 'dark';

export const themeAtom = atomWithStorage<ThemeChoice>(
  'openquiz.theme',
  'system',
  createJSONStorage<ThemeChoice>(() => localStorage),
  { getOnInit: true },
);

export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function effectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const useTheme = () => useAtomValue(themeAtom);
export const useThemeState = () => useAtom(themeAtom);
