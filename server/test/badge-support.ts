import type { Badge, BadgeType } from '../../contract';
import { ok, type TestApp } from './harness';

/** A player's badges by type, as get_user_badges lists them. */
export async function badgesOf(t: TestApp, token: string): Promise<Record<BadgeType, Badge>> {
  const list = await ok(t.app, 'get_user_badges', {}, token);
  return Object.fromEntries(list.map((b) => [b.type, b])) as Record<BadgeType, Badge>;
}
