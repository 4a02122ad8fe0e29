import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { readWebSettings, uiLanguagePack } from '../settings';
import { gameFigures } from './share-facts';
import { presentShare, readShare, saveShare } from './share-store';

/** Shareable result cards (issue 19): made from the server's record of a game, seen by anyone with the link. */
export const shareHandlers: HandlerMap = {
  async create_share(ctx, input) {
    const { ref, figures } = await gameFigures(ctx.db, input.kind, input.id, ctx.user);
    // Worded in the language the player reads the app in, when the site offers it.
    const pack = await uiLanguagePack(ctx, input.language ?? '');
    const row = await saveShare(ctx.db, ctx.user.id, input.kind, ref, figures, {
      name: pack?.name ?? 'english',
      rtl: pack?.rtl ?? false,
    });
    return { data: presentShare(row, ctx.origin, await readWebSettings(ctx)) };
  },

  async get_share(ctx, input) {
    const row = await readShare(ctx.db, input.id);
    if (!row) throw fail('shareMissing');
    return { data: presentShare(row, ctx.origin, await readWebSettings(ctx)) };
  },
};
