import type { z } from 'zod';

/** Who may call an action: nobody needs a token, a token is used when present, a player, an admin. */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';
/** 'swr': the service worker answers from IndexedDB at once and refreshes in the background. */
export type CachePolicy = 'swr' | 'network';
/** 'cached': offline answers come from the cache; 'outbox': queued and replayed; 'online': fails offline. */
export type OfflinePolicy = 'cached' | 'outbox' | 'online';
/** Rate-limit classes; the server maps each to a budget per client (per minute; account creation per hour). */
export type RateClass = 'read' | 'write' | 'play' | 'auth' | 'guess' | 'signup';

export interface ActionDef<
  P extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> {
  auth: A;
  payload: P;
  data: D;
  cache: CachePolicy;
  offline: OfflinePolicy;
  rate: RateClass;
  /** False until the server has a real handler; the route answers code 208 "not available yet". */
  implemented: boolean;
  /**
   * Whether the read-only demo account may call it (SPEC §5's demo version). By default only reads
   * may; the few harmless writes of looking around (signing out) say so here.
   */
  demo?: boolean;
}

/** The demo account may call reads and the actions marked `demo: true`; anything else answers 214. */
export function allowedInDemo(def: Pick<ActionDef, 'rate' | 'demo'>): boolean {
  return def.demo ?? def.rate === 'read';
}

export function action<P extends z.ZodObject, D extends z.ZodType, A extends AuthLevel>(
  def: ActionDef<P, D, A>,
): ActionDef<P, D, A> {
  return def;
}
