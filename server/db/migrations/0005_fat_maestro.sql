CREATE TABLE "referral_identities" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question_window_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "paid_day" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone_set_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referrals_paid_day_idx" ON "referrals" USING btree ("referrer_id","paid_day");
--> statement-breakpoint
-- Profile pictures were URLs chosen by the client, fetched by other players' browsers; none was uploaded.
UPDATE "users" SET "profile" = '' WHERE "profile" <> '';
--> statement-breakpoint
-- Bookmarks may only hold questions whose answer the player was shown (issue 12); earlier ones were not
-- checked, so those that do not pass now are removed (a battle question bookmarked before the game).
DELETE FROM "bookmarks" b WHERE NOT EXISTS (
  SELECT 1 FROM "attempts" a
  WHERE a."user_id" = b."user_id"
    AND a."questions" @> jsonb_build_array(jsonb_build_object('id', b."question_id"))
    AND (a."status" = 'graded' OR EXISTS (
      SELECT 1 FROM "attempt_answers" aa WHERE aa."attempt_id" = a."id" AND aa."question_id" = b."question_id")));
