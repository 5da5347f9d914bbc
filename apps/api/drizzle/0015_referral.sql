CREATE TABLE "referral_commissions" (
	"referred_player_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_amounts_check" CHECK ("referral_commissions"."commission" > 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "referral_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "referral_cap" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referred_player_id_players_id_fk" FOREIGN KEY ("referred_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" USING btree ("referrer_id");