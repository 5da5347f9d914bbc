DROP INDEX "one_time_codes_player_idx";--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "account_id" text;--> statement-breakpoint
UPDATE "one_time_codes" SET "account_id" = "players"."account_id" FROM "players" WHERE "players"."id" = "one_time_codes"."player_id";--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "one_time_codes_account_idx" ON "one_time_codes" USING btree ("tenant_id","account_id","purpose");
