/**
 * The writes that may wait for the network (`offline: 'outbox'` in actions.ts), as a plain list the
 * client can import without the contract's schemas; outbox-actions.test.ts keeps the two in step.
 */
export const outboxActions = [
  'update_fcm_id',
  'set_push_preferences',
  'set_notification_preferences',
  'set_preferences',
  'report_question',
  'multi_match_report_question',
  'set_practice_result',
  'set_quiz_coin_score',
  'set_bookmark',
  'set_notifications_read',
] as const;
export type OutboxAction = (typeof outboxActions)[number];
