CREATE TABLE "battle_answers" (
	"room_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"question_index" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_answers_room_id_seat_question_index_pk" PRIMARY KEY("room_id","seat","question_index")
);
--> statement-breakpoint
CREATE TABLE "battle_players" (
	"room_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"user_id" integer,
	"is_bot" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"left_at" timestamp with time zone,
	"forfeited" boolean DEFAULT false NOT NULL,
	CONSTRAINT "battle_players_room_id_seat_pk" PRIMARY KEY("room_id","seat")
);
--> statement-breakpoint
CREATE TABLE "battle_queue" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"entry_fee" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_results" (
	"room_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"outcome" text NOT NULL,
	"score" integer NOT NULL,
	"correct" integer NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_results_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "battle_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"entry_fee" integer NOT NULL,
	"max_players" integer NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"state" text NOT NULL,
	"question_index" integer DEFAULT -1 NOT NULL,
	"question_started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "battle_rooms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "battle_answers" ADD CONSTRAINT "battle_answers_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_players" ADD CONSTRAINT "battle_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_queue" ADD CONSTRAINT "battle_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_room_id_battle_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."battle_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rooms" ADD CONSTRAINT "battle_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_players_user_idx" ON "battle_players" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "battle_players_user_rooms_idx" ON "battle_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "battle_queue_match_idx" ON "battle_queue" USING btree ("language_id","category_id","entry_fee","created_at");--> statement-breakpoint
CREATE INDEX "battle_results_user_idx" ON "battle_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "battle_rooms_state_idx" ON "battle_rooms" USING btree ("state","created_at");