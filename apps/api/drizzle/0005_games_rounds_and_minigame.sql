CREATE TABLE "dice_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"last_nonce" integer DEFAULT -1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"request_id" text,
	"request_hash" text,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb,
	"answer" jsonb,
	"bet_type" text DEFAULT '' NOT NULL,
	"home_away" text DEFAULT '' NOT NULL,
	"criteria1" text DEFAULT '' NOT NULL,
	"home_team_name" text DEFAULT '' NOT NULL,
	"away_team_name" text DEFAULT '' NOT NULL,
	"team_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "minigame_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "minigame_spins_status_check" CHECK ("minigame_spins"."status" in ('frozen', 'collected'))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" bigint,
	"amount" bigint NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "provider_transactions_status_check" CHECK ("provider_transactions"."status" in ('done', 'rolled_back', 'tombstone'))
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "wallet_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "minigame_turnover_per_token" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "turnover" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dice_seeds" ADD CONSTRAINT "dice_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_seeds" ADD CONSTRAINT "dice_seeds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_spins" ADD CONSTRAINT "minigame_spins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_spins" ADD CONSTRAINT "minigame_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dice_seeds_active_idx" ON "dice_seeds" USING btree ("player_id","game_id") WHERE "dice_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_idx" ON "game_rounds" USING btree ("provider_code","provider_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_request_idx" ON "game_rounds" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "game_tokens_player_idx" ON "game_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_spins_request_idx" ON "minigame_spins" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "minigame_spins_status_idx" ON "minigame_spins" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_idx" ON "provider_transactions" USING btree ("provider_code","transaction_id");--> statement-breakpoint
CREATE INDEX "recent_games_player_idx" ON "recent_games" USING btree ("player_id","played_at");