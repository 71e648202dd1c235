CREATE TABLE "import_reports" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"total" integer NOT NULL,
	"inserted" integer NOT NULL,
	"rejected" integer NOT NULL,
	"rejected_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_reports_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "import_reports" ADD CONSTRAINT "import_reports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_reports" ADD CONSTRAINT "import_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "import_reports" TO fieldbook_app;--> statement-breakpoint
ALTER TABLE "import_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "import_reports" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
