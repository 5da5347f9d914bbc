CREATE TABLE "deposit_limits" (
	"player_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_player_id_period_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_amount_check" CHECK (("deposit_limits"."amount" is null or "deposit_limits"."amount" > 0) and ("deposit_limits"."pending_amount" is null or "deposit_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"eta_minutes" integer DEFAULT 0 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_amounts_check" CHECK ("payment_methods"."min_amount" >= 1 and "payment_methods"."max_amount" >= "payment_methods"."min_amount" and "payment_methods"."fee" >= 0 and "payment_methods"."fee" < "payment_methods"."min_amount" and "payment_methods"."eta_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_no" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_gaming" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gaming_reality_check" CHECK ("responsible_gaming"."reality_check_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenant_banks" (
	"tenant_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_banks_tenant_id_bank_code_pk" PRIMARY KEY("tenant_id","bank_code")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"method_id" integer,
	"method_name" text DEFAULT '' NOT NULL,
	"bank_account_id" integer,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no_masked" text DEFAULT '' NOT NULL,
	"eta_minutes" integer DEFAULT 0 NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"settled_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdrawal')),
	CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount" > 0 and "wallet_transactions"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bank_accounts" ADD CONSTRAINT "player_bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bank_accounts" ADD CONSTRAINT "player_bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming" ADD CONSTRAINT "responsible_gaming_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming" ADD CONSTRAINT "responsible_gaming_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_banks" ADD CONSTRAINT "tenant_banks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_bank_account_id_player_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."player_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_tenant_code_idx" ON "payment_methods" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bank_accounts_unique_idx" ON "player_bank_accounts" USING btree ("player_id","bank_code","account_no");--> statement-breakpoint
CREATE INDEX "player_bank_accounts_player_idx" ON "player_bank_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_request_idx" ON "wallet_transactions" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_player_idx" ON "wallet_transactions" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_status_idx" ON "wallet_transactions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ledger_player_wallet_idx" ON "ledger_entries" USING btree ("player_id","wallet","id");