-- Report layouts (ADR 202): the organisation default and per-template layouts of the inspection report.
CREATE TABLE "report_layouts" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"layout" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_layouts_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_layout_templates" (
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"layout_id" uuid NOT NULL,
	CONSTRAINT "report_layout_templates_org_id_template_id_pk" PRIMARY KEY("org_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "report_layouts" ADD CONSTRAINT "report_layouts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_layout_templates" ADD CONSTRAINT "report_layout_templates_org_id_layout_id_report_layouts_org_id_id_fk" FOREIGN KEY ("org_id","layout_id") REFERENCES "public"."report_layouts"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_layout_templates" ADD CONSTRAINT "report_layout_templates_org_id_template_id_templates_org_id_id_fk" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_layouts_default_key" ON "report_layouts" USING btree ("org_id") WHERE "report_layouts"."is_default";--> statement-breakpoint
CREATE INDEX "report_layout_templates_layout_idx" ON "report_layout_templates" USING btree ("org_id","layout_id");--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "report_layouts", "report_layout_templates" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "report_layouts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "report_layouts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_layouts" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "report_layout_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "report_layout_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_layout_templates" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
