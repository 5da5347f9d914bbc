CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"en_kicker" text DEFAULT '' NOT NULL,
	"local_kicker" text DEFAULT '' NOT NULL,
	"en_title" text NOT NULL,
	"local_title" text NOT NULL,
	"en_subtitle" text DEFAULT '' NOT NULL,
	"local_subtitle" text DEFAULT '' NOT NULL,
	"en_cta" text DEFAULT '' NOT NULL,
	"local_cta" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" is null or "banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"en_title" text NOT NULL,
	"local_title" text NOT NULL,
	"en_summary" text DEFAULT '' NOT NULL,
	"local_summary" text DEFAULT '' NOT NULL,
	"en_body" text DEFAULT '' NOT NULL,
	"local_body" text DEFAULT '' NOT NULL,
	"en_cta" text DEFAULT '' NOT NULL,
	"local_cta" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "released_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_tenant_idx" ON "banners" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "promotions_tenant_idx" ON "promotions" USING btree ("tenant_id","position");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rtp_check" CHECK ("games"."rtp" is null or "games"."rtp" between 1 and 10000);--> statement-breakpoint
-- Banners and promotions are tenant content: a change bumps the tenant's version like the tables of 0002, so
-- every instance drops its cached answers within about a second.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['banners', 'promotions']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_changed_rows()', t || '_version_del', t);
  END LOOP;
END $$;
