CREATE TABLE "battle_invites" (
	"room_id" uuid NOT NULL,
	"to_user_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_invites_room_id_to_user_id_pk" PRIMARY KEY("room_id","to_user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;