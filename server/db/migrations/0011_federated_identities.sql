CREATE TABLE "federated_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"uid" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "federated_identities_subject" ON "federated_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "federated_identities_uid_idx" ON "federated_identities" USING btree ("uid");