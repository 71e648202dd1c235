CREATE TABLE "asset_types" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_types_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" text NOT NULL,
	"display_name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_inspection_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_org_id_type_id_asset_types_org_id_id_fk" FOREIGN KEY ("org_id","type_id") REFERENCES "public"."asset_types"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_types_org_name_key" ON "asset_types" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_asset_id_key" ON "assets" USING btree ("org_id","asset_id");--> statement-breakpoint
CREATE INDEX "assets_org_type_idx" ON "assets" USING btree ("org_id","type_id");--> statement-breakpoint
CREATE INDEX "assets_active_name_idx" ON "assets" USING btree ("org_id","display_name","id") WHERE "assets"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "assets_archived_idx" ON "assets" USING btree ("org_id","archived_at","id") WHERE "assets"."archived_at" is not null;--> statement-breakpoint
-- Custom-field filters (ADR 121): equality filters on `fields->key` also send `fields @> {key: value}`, which this index serves.
CREATE INDEX "assets_fields_gin" ON "assets" USING gin ("fields" jsonb_path_ops);--> statement-breakpoint
-- Under Row-Level Security only leakproof operators may use an index (ADR 121). jsonb containment raises no
-- value-dependent errors, so it is marked leakproof where the migrating role may do so (a superuser); elsewhere the
-- filters still work, as sequential scans.
DO $$
BEGIN
  ALTER FUNCTION jsonb_contains(jsonb, jsonb) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jsonb_contains not marked leakproof (needs a superuser); custom-field filters scan';
END $$;
--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085), as on the other big-list tables.
GRANT SELECT, INSERT, UPDATE, DELETE ON "asset_types", "assets" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "asset_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "asset_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "asset_types" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assets" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
