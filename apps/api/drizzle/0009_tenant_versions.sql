CREATE TABLE "tenant_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"state" text NOT NULL,
	"based_on" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "tenant_versions_state_check" CHECK ("tenant_versions"."state" in ('draft', 'published', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "tenant_versions" ADD CONSTRAINT "tenant_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_versions_tenant_version_idx" ON "tenant_versions" USING btree ("tenant_id","version");