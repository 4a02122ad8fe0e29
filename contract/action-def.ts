import type { z } from 'zod';

/** Who may call an action: nobody needs a token, a token is used when present, a player, an admin. */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';
/** 'swr': the service worker answers from IndexedDB at once and refreshes in the background. */
export type CachePolicy = 'swr' | 'network';
/** 'cached': offline answers come from the cache; 'outbox': queued and replayed; 'online': fails offline. */
export type OfflinePolicy = 'cached' | 'outbox' | 'online';
/** Rate-limit classes; the server maps each to a budget per client (per minute; account creation per hour). */
export type RateClass = 'read' | 'write' | 'play' | 'auth' | 'guess' | 'signup';
/**
 * Operator roles (DESIGN §13): `admin` may do everything, `editor` only content and reports. A player
 * has neither. Granted by an admin in the console or by the operator's command (`npm run admin`).
 */
export const staffRoles = ['editor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const userRoles = ['player', ...staffRoles] as const;
export type UserRole = (typeof userRoles)[number];

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
  /**
   * For `auth: 'admin'` actions, the least role that may call it: 'editor' for content and reports,
   * else (the default) admins only. One admin auth class, checked by the API route for every action.
   */
  role?: StaffRole;
}

/** Whether an account of this role may call an action of this definition (auth and role only). */
export function roleAllows(def: Pick<ActionDef, 'auth' | 'role'>, role: UserRole): boolean {
  if (def.auth !== 'admin') return true;
  if (role === 'admin') return true;
  return role === 'editor' && def.role === 'editor';
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
