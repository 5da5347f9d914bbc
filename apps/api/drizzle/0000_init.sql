CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"external_id" text NOT NULL,
	"site_name" text NOT NULL,
	"currency" text NOT NULL,
	"theme_code" text NOT NULL,
	"theme_color" text NOT NULL,
	"logo1" text DEFAULT '' NOT NULL,
	"logo2" text DEFAULT '' NOT NULL,
	"logo3" text DEFAULT '' NOT NULL,
	"logo_text" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"expired_date" timestamp with time zone,
	"android_sub" text DEFAULT '' NOT NULL,
	"ios_sub" text DEFAULT '' NOT NULL,
	"manifest_icon" text DEFAULT '' NOT NULL,
	"gamify_status" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"live_chat_id" text DEFAULT '' NOT NULL,
	"live_chat_image_id" text DEFAULT '' NOT NULL,
	"live_chat_status" boolean DEFAULT false NOT NULL,
	"affiliate_domains" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code"),
	CONSTRAINT "tenants_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_tenant_idx" ON "menu_items" USING btree ("tenant_id","kind");