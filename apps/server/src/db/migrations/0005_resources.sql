CREATE TABLE "global_lists" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_lists_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "global_list_items" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"display_name" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_list_items_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "site_structures" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_structures_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"is_site" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "assignment_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_lists" ADD CONSTRAINT "global_lists_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "global_lists" ADD CONSTRAINT "global_lists_org_id_parent_id_global_lists_org_id_id_fk" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."global_lists"("org_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "global_list_items" ADD CONSTRAINT "global_list_items_org_id_list_id_global_lists_org_id_id_fk" FOREIGN KEY ("org_id","list_id") REFERENCES "public"."global_lists"("org_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_structures" ADD CONSTRAINT "site_structures_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_org_id_structure_id_site_structures_org_id_id_fk" FOREIGN KEY ("org_id","structure_id") REFERENCES "public"."site_structures"("org_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_org_id_parent_id_sites_org_id_id_fk" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."sites"("org_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_settings" ADD CONSTRAINT "assignment_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "global_lists_org_name_key" ON "global_lists" USING btree ("org_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "global_lists_org_created_idx" ON "global_lists" USING btree ("org_id","created_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "global_list_items_item_id_key" ON "global_list_items" USING btree ("org_id","list_id",lower("item_id"));
--> statement-breakpoint
CREATE INDEX "global_list_items_list_created_idx" ON "global_list_items" USING btree ("org_id","list_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "global_list_items_list_name_idx" ON "global_list_items" USING btree ("org_id","list_id","display_name","id");
--> statement-breakpoint
CREATE INDEX "site_structures_org_title_idx" ON "site_structures" USING btree ("org_id","title","id");
--> statement-breakpoint
CREATE INDEX "sites_structure_idx" ON "sites" USING btree ("org_id","structure_id","parent_id","position");
--> statement-breakpoint
CREATE INDEX "sites_parent_idx" ON "sites" USING btree ("org_id","parent_id","title");
--> statement-breakpoint
CREATE INDEX "sites_title_idx" ON "sites" USING btree ("org_id",lower("title"));
--> statement-breakpoint
-- Tenancy of the resource tables (ADR 030 style): grants to the app role, RLS enabled and forced.
GRANT SELECT, INSERT, UPDATE, DELETE ON "global_lists", "global_list_items", "site_structures", "sites", "assignment_settings" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "global_lists" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "global_lists" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "global_lists" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "global_list_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "global_list_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "global_list_items" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "site_structures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "site_structures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_structures" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "sites" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sites" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sites" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "assignment_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_settings" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
