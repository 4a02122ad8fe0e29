import { battlePaths } from '../paths';

/** The search page, for a random opponent or for the bot, optionally in a chosen category. */
export function searchUrl({ bot = false, category = 0 }: { bot?: boolean; category?: number } = {}) {
  const query = new URLSearchParams();
  if (bot) query.set('vs', 'bot');
  if (category > 0) query.set('category', String(category));
  const text = query.toString();
  return text ? `${battlePaths.search}?${text}` : battlePaths.search;
}
