CREATE TABLE "mission_claims" (
	"player_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"mission_code" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"reward_kind" text NOT NULL,
	"reward" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_player_id_mission_code_period_start_pk" PRIMARY KEY("player_id","mission_code","period_start")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "missions_period_check" CHECK ("missions"."period" in ('daily', 'weekly')),
	CONSTRAINT "missions_metric_check" CHECK ("missions"."metric" in ('rounds', 'turnover', 'deposits', 'logins')),
	CONSTRAINT "missions_reward_kind_check" CHECK ("missions"."reward_kind" in ('cash', 'minigame_token')),
	CONSTRAINT "missions_amounts_check" CHECK ("missions"."target" > 0 and "missions"."reward" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missions_tenant_code_idx" ON "missions" USING btree ("tenant_id","code");