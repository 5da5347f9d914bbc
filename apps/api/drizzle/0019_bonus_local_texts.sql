ALTER TABLE "bonus_offers" ADD COLUMN "local_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "local_terms" text DEFAULT '' NOT NULL;