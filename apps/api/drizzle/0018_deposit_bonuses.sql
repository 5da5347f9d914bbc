CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"percent" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"categories" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "bonus_offers_percent_check" CHECK ("bonus_offers"."percent" > 0 and "bonus_offers"."percent" <= 1000),
	CONSTRAINT "bonus_offers_amounts_check" CHECK ("bonus_offers"."max_bonus" > 0 and "bonus_offers"."min_deposit" >= 0),
	CONSTRAINT "bonus_offers_wagering_check" CHECK ("bonus_offers"."wagering_multiple" >= 0),
	CONSTRAINT "bonus_offers_window_check" CHECK ("bonus_offers"."ends_at" is null or "bonus_offers"."ends_at" > "bonus_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"percent" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"categories" text[] NOT NULL,
	"ends_at" timestamp with time zone,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"deposit_transaction_id" integer,
	"closed_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" in ('opted_in', 'active', 'completed', 'forfeited', 'expired')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."bonus_amount" >= 0 and "player_bonuses"."wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "bonus_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_tenant_code_idx" ON "bonus_offers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_open_idx" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" in ('opted_in', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_request_idx" ON "player_bonuses" USING btree ("player_id","request_id");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_bonus_never_negative" CHECK ("wallets"."bonus_balance" >= 0);