import type katexModule from 'katex';

export type Katex = typeof katexModule;
let katexLoad: Promise<Katex> | null = null;

/** KaTeX and its stylesheet load only when a question has math in it (DESIGN §12 chunk budget). */
export function loadKatex(): Promise<Katex> {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  return katexLoad;
}

/**
 * Before a pack with maths is played offline: loads KaTeX, its stylesheet and every KaTeX font face
 * through the service worker, which keeps them (sw/lazy-assets.ts), so formulas typeset with no
 * network. Fonts otherwise load only when a glyph needs them, which offline would be too late.
 */
export async function keepKatexOffline(): Promise<void> {
  await loadKatex();
  if (typeof document === 'undefined' || !document.fonts) return;
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '').startsWith('KaTeX')) faces.push(face);
  });
  await Promise.allSettled(faces.map((face) => face.load()));
}
