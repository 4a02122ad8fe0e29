ALTER TABLE "identities" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Profile pictures were URLs chosen by the client, fetched by other players' browsers; none was uploaded.
UPDATE "users" SET "profile" = '' WHERE "profile" <> '';
