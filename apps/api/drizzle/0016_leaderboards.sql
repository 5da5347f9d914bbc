CREATE TABLE "leaderboard_prizes" (
	"tenant_id" integer NOT NULL,
	"board_code" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"player_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_prizes_tenant_id_board_code_period_start_rank_pk" PRIMARY KEY("tenant_id","board_code","period_start","rank"),
	CONSTRAINT "leaderboard_prizes_amount_check" CHECK ("leaderboard_prizes"."amount" > 0 and "leaderboard_prizes"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"category" text NOT NULL,
	"metric" text NOT NULL,
	"prizes" bigint[] NOT NULL,
	"position" integer NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboards_period_check" CHECK ("leaderboards"."period" in ('daily', 'weekly')),
	CONSTRAINT "leaderboards_metric_check" CHECK ("leaderboards"."metric" in ('turnover', 'multiplier')),
	CONSTRAINT "leaderboards_prizes_check" CHECK (cardinality("leaderboards"."prizes") between 1 and 20 and 0 < all("leaderboards"."prizes"))
);
--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_prizes_player_idx" ON "leaderboard_prizes" USING btree ("tenant_id","board_code","period_start","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboards_tenant_code_idx" ON "leaderboards" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "game_rounds_tenant_settled_idx" ON "game_rounds" USING btree ("tenant_id","settled_at");