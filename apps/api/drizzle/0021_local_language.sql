ALTER TABLE "tenants" ADD COLUMN "local_language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
-- A tenant's local texts were taken to be in its own language: they stay so.
UPDATE "tenants" SET "local_language" = "language";--> statement-breakpoint
UPDATE "tenant_versions" SET "config" = jsonb_set("config", '{site,local_language}', "config"->'site'->'language') WHERE "config"->'site' ? 'language' AND NOT ("config"->'site' ? 'local_language');
