/** Streak lengths worth a burst on the daily quiz result (issue 19). */
export const STREAK_MILESTONES = [7, 30, 100] as const;

/**
 * What the day's result celebrates about the streak: a milestone reached, the player's longest streak
 * passed (the server says so: it knows the old best), or nothing. A milestone wins when both are true.
 */
export function streakCheer(
  result: { streak: number; streak_record?: boolean } | null | undefined,
): 'milestone' | 'record' | null {
  if (!result || result.streak <= 0) return null;
  if ((STREAK_MILESTONES as readonly number[]).includes(result.streak)) return 'milestone';
  return result.streak_record ? 'record' : null;
}
