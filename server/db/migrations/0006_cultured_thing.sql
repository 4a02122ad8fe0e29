CREATE TABLE "offline_packs" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer DEFAULT 0 NOT NULL,
	"version" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_packs_user_id_category_id_subcategory_id_pk" PRIMARY KEY("user_id","category_id","subcategory_id")
);
--> statement-breakpoint
ALTER TABLE "offline_packs" ADD CONSTRAINT "offline_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_packs" ADD CONSTRAINT "offline_packs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;