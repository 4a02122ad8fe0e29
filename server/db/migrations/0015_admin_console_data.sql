ALTER TABLE "questions" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_translation_of_questions_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_translation_idx" ON "questions" USING btree ("translation_of");--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("status","created_at");