ALTER TABLE "missions" DROP CONSTRAINT "missions_reward_kind_check";--> statement-breakpoint
ALTER TABLE "player_bonuses" ALTER COLUMN "offer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "wagering_multiple" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "mission_code" text;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_wagering_check" CHECK ("missions"."wagering_multiple" between 0 and 100);--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_reward_kind_check" CHECK ("missions"."reward_kind" in ('cash', 'minigame_token', 'bonus'));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_source_check" CHECK (("player_bonuses"."offer_id" is null) <> ("player_bonuses"."mission_code" is null));