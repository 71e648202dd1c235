CREATE TABLE "file_entries" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text,
	"size" bigint,
	"content_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_entries_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "file_entries_kind_check" CHECK (("file_entries"."kind" = 'folder' and "file_entries"."storage_key" is null) or ("file_entries"."kind" = 'file' and "file_entries"."storage_key" is not null and "file_entries"."size" is not null and "file_entries"."content_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_org_id_parent_id_file_entries_org_id_id_fk" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."file_entries"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_entries_name_key" ON "file_entries" USING btree ("org_id",coalesce("parent_id", "org_id"),lower("name"));--> statement-breakpoint
CREATE INDEX "file_entries_parent_idx" ON "file_entries" USING btree ("org_id","parent_id");--> statement-breakpoint
-- Tenancy of the file manager (ADR 030 style): grants to the app role, RLS enabled and forced.
GRANT SELECT, INSERT, UPDATE, DELETE ON "file_entries" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "file_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "file_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "file_entries" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
