import { z } from 'zod';

/** The 15 badges of SPEC §9, in the original's order (reference §2.9 get_user_badges). */
export const badgeTypes = [
  'dashing_debut',
  'combat_winner',
  'clash_winner',
  'most_wanted_winner',
  'ultimate_player',
  'quiz_warrior',
  'super_sonic',
  'flashback',
  'brainiac',
  'big_thing',
  'elite',
  'thirsty',
  'power_elite',
  'sharing_caring',
  'streak',
] as const;
export type BadgeType = (typeof badgeTypes)[number];

/** 0 locked, 1 unlocked (reward not claimed yet), 2 reward claimed — the original's values. */
export const badgeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const badgeSchema = z.object({
  type: z.enum(badgeTypes),
  status: badgeStatusSchema,
  /** Coins paid once when the player claims the unlocked badge. */
  badge_reward: z.number(),
  /** Where the player stands toward the rule, and what unlocks it (e.g. 812 of 5000 correct answers). */
  progress: z.number(),
  goal: z.number(),
  /** English name and rule, for clients without a translation (the web client translates by type). */
  badge_label: z.string(),
  badge_note: z.string(),
  unlocked_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgeClaimSchema = z.object({
  type: z.enum(badgeTypes),
  status: badgeStatusSchema,
  reward: z.number(),
  /** The balance after the reward (and anything the claim itself unlocked). */
  coins: z.number(),
  /** Badges the claim unlocked in turn (the reward can complete Elite, and Elite Power Elite). */
  unlocked: z.array(z.enum(badgeTypes)),
});
export type BadgeClaim = z.infer<typeof badgeClaimSchema>;
