import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number(),
  /** 'badge', 'payment_completed', 'payment_rejected', 'referral', 'broadcast'…: the client words it by type. */
  type: z.string(),
  /** What it points to: a badge type, a payment id; '' when nothing. */
  type_id: z.string(),
  /** English title and text, shown as written for broadcasts and unknown types. */
  title: z.string(),
  message: z.string(),
  image: z.string(),
  /** 'all' for a broadcast, 'selected' for the player's own (the original's `users`). */
  users: z.enum(['all', 'selected']),
  /** A payment notification: the operator's note on the decision ('' when none). */
  reason: z.string(),
  date_sent: z.string(),
  unread: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number(), last_read_id: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
