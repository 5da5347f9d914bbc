CREATE TABLE "vip_rewards" (
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" text NOT NULL,
	"ledger_entry_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_tenant_id_player_id_level_pk" PRIMARY KEY("tenant_id","player_id","level"),
	CONSTRAINT "vip_rewards_amount_check" CHECK ("vip_rewards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "level_up_reward" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "benefits" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rewards_request_idx" ON "vip_rewards" USING btree ("player_id","request_id");--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_level_up_reward_check" CHECK ("vip_levels"."level_up_reward" >= 0);--> statement-breakpoint
-- docs/product.md#vip-rewards: levels are numbered from 1. A table that began at 0 moves up by one, in two steps so
-- the unique index of (tenant, level) never sees two rows on one number.
UPDATE "vip_levels" SET "level" = -("level" + 1) WHERE "tenant_id" IN (SELECT "tenant_id" FROM "vip_levels" WHERE "level" < 1);--> statement-breakpoint
UPDATE "vip_levels" SET "level" = -"level" WHERE "level" < 0;
