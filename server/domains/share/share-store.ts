import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { shareIdPattern, type ShareCard, type ShareFigures, type ShareKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { shares } from './schema';

export type ShareRow = typeof shares.$inferSelect;

/**
 * Stores the card of a game, once per player and game: a second share of the same game keeps its id (the
 * link already sent stays good) and takes the fresh figures and wording.
 */
export async function saveShare(
  db: DbOrTx,
  userId: number,
  kind: ShareKind,
  ref: string,
  figures: ShareFigures,
  language: { name: string; rtl: boolean },
): Promise<ShareRow> {
  const [row] = await db
    .insert(shares)
    .values({
      id: randomBytes(16).toString('base64url'),
      userId,
      kind,
      ref,
      figures,
      language: language.name,
      rtl: language.rtl,
    })
    .onConflictDoUpdate({
      target: [shares.userId, shares.kind, shares.ref],
      set: { figures, language: language.name, rtl: language.rtl, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** A share by its public id; null for an unknown or malformed one (no query for the latter). */
export async function readShare(db: DbOrTx, id: string): Promise<ShareRow | null> {
  if (!shareIdPattern.test(id)) return null;
  const [row] = await db.select().from(shares).where(eq(shares.id, id)).limit(1);
  return row ?? null;
}

/** A share as the actions answer it, with today's site name and colour and absolute links. */
export function presentShare(
  row: ShareRow,
  origin: string,
  site: { site_name: string; primary_color: string },
): ShareCard {
  return {
    ...row.figures,
    id: row.id,
    url: `${origin}/share/${row.id}`,
    // Versioned by the last share: a refreshed card (a contest's place) is a new picture to caches.
    image: `${origin}/share/${row.id}.png?v=${row.updatedAt.getTime().toString(36)}`,
    language: row.language,
    rtl: row.rtl,
    site_name: site.site_name || 'OpenQuiz',
    primary_color: site.primary_color,
    created_at: row.createdAt.toISOString(),
  };
}
