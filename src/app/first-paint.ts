import { useLayoutEffect } from 'react';

/*
 * What the server paints into index.html before any script runs: the home page's hero, the login and
 * sign-up cards' heads (server/http/index-html.ts; styles in src/styles/first-paint.css and the global
 * auth-* classes). It stays on screen while the app starts — in place of the full-screen loader — and
 * goes in the same commit that puts the app's first page on screen, so the player sees it once, never
 * page → loader → page.
 */
const element = () => document.getElementById('first-paint');

/** True while the prerendered page is on screen (the loader then shows nothing over it). */
export const firstPaintShown = () => element() !== null;

/** Removes the prerendered page once `done` (the app's page, or a failure it must show, is rendered). */
export function useFirstPaintRemoval(done: boolean) {
  // A layout effect: it runs before the browser paints the commit, so no frame shows both.
  useLayoutEffect(() => {
    if (done) element()?.remove();
  }, [done]);
}
