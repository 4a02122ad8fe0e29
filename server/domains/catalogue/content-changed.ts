import type { UserContext } from '../../http/context';

/**
 * After a content write committed: this process's catalogue answers load again at once (other
 * processes within their few seconds), and the public settings (with `content_version`, which makes
 * clients drop their cached catalogue) are read again.
 */
export function contentChanged(ctx: Pick<UserContext, 'catalogue' | 'settings'>): void {
  ctx.catalogue.clear();
  ctx.settings.invalidate();
}
