-- Inspections (ADR 194): an inspection of a published template version, its merged answers (one row per answered
-- item instance), applied change ids (a replayed change is applied once), collaborators, uploaded media, who may
-- conduct a template and the document-number counters.
CREATE TABLE "inspections" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"asset_id" uuid,
	"site_id" uuid,
	"assignment_id" uuid,
	"title" text NOT NULL,
	"document_number" text,
	"status" text DEFAULT 'to_do' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"timezone" text NOT NULL,
	"conducted_by" uuid NOT NULL,
	"collaborative" boolean DEFAULT false NOT NULL,
	"location" jsonb,
	"score" double precision,
	"max_score" double precision,
	"percent" double precision,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"issues_count" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"instances" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stamps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "inspections_status_check" CHECK ("status" IN ('to_do', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "inspection_collaborators" (
	"org_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "inspection_collaborators_pk" PRIMARY KEY("org_id","inspection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_answers" (
	"org_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"instance" integer DEFAULT 0 NOT NULL,
	"item_base_uuid" uuid NOT NULL,
	"value" jsonb,
	"value_text" text,
	"value_number" double precision,
	"value_bool" boolean,
	"value_time" timestamp with time zone,
	"note" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" integer,
	"score" double precision,
	"max_score" double precision,
	"flagged" boolean DEFAULT false NOT NULL,
	"response_at" timestamp with time zone NOT NULL,
	"asset_id" uuid,
	"part_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed_by" uuid NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "inspection_answers_pk" PRIMARY KEY("org_id","inspection_id","item_id","instance")
);
--> statement-breakpoint
CREATE TABLE "inspection_changes" (
	"org_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_changes_pk" PRIMARY KEY("org_id","inspection_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_media" (
	"org_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "inspection_media_pk" PRIMARY KEY("org_id","inspection_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "template_conduct_access" (
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"everyone" boolean DEFAULT true NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_conduct_access_pk" PRIMARY KEY("org_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_number_counters" (
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"issued" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "inspection_number_counters_pk" PRIMARY KEY("org_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_template_version_fk" FOREIGN KEY ("org_id","template_id","template_version") REFERENCES "public"."template_versions"("org_id","template_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_collaborators" ADD CONSTRAINT "inspection_collaborators_inspection_fk" FOREIGN KEY ("org_id","inspection_id") REFERENCES "public"."inspections"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_answers" ADD CONSTRAINT "inspection_answers_inspection_fk" FOREIGN KEY ("org_id","inspection_id") REFERENCES "public"."inspections"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_changes" ADD CONSTRAINT "inspection_changes_inspection_fk" FOREIGN KEY ("org_id","inspection_id") REFERENCES "public"."inspections"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_media" ADD CONSTRAINT "inspection_media_inspection_fk" FOREIGN KEY ("org_id","inspection_id") REFERENCES "public"."inspections"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_media" ADD CONSTRAINT "inspection_media_file_fk" FOREIGN KEY ("org_id","file_id") REFERENCES "public"."uploaded_files"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_conduct_access" ADD CONSTRAINT "template_conduct_access_template_fk" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_number_counters" ADD CONSTRAINT "inspection_number_counters_template_fk" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_document_number_key" ON "inspections" USING btree ("org_id","document_number") WHERE "inspections"."document_number" is not null;--> statement-breakpoint
CREATE INDEX "inspections_started_idx" ON "inspections" USING btree ("org_id","started_at" DESC,"id") WHERE NOT "inspections"."archived";--> statement-breakpoint
CREATE INDEX "inspections_archived_idx" ON "inspections" USING btree ("org_id","started_at" DESC,"id") WHERE "inspections"."archived";--> statement-breakpoint
CREATE INDEX "inspections_template_idx" ON "inspections" USING btree ("org_id","template_id","started_at") WHERE NOT "inspections"."archived";--> statement-breakpoint
CREATE INDEX "inspections_asset_idx" ON "inspections" USING btree ("org_id","asset_id");--> statement-breakpoint
CREATE INDEX "inspections_status_idx" ON "inspections" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "inspections_conducted_by_idx" ON "inspections" USING btree ("org_id","conducted_by");--> statement-breakpoint
CREATE INDEX "inspection_collaborators_user_idx" ON "inspection_collaborators" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "inspection_answers_seq_idx" ON "inspection_answers" USING btree ("org_id","inspection_id","seq");--> statement-breakpoint
CREATE INDEX "inspection_answers_base_idx" ON "inspection_answers" USING btree ("org_id","item_base_uuid","response_at");--> statement-breakpoint
CREATE INDEX "inspection_answers_asset_idx" ON "inspection_answers" USING btree ("org_id","asset_id","response_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_media_file_key" ON "inspection_media" USING btree ("org_id","file_id");--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "inspections", "inspection_collaborators", "inspection_answers", "inspection_changes", "inspection_media", "template_conduct_access", "inspection_number_counters" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "inspections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspections" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "inspection_collaborators" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspection_collaborators" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspection_collaborators" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "inspection_answers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspection_answers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspection_answers" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "inspection_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspection_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspection_changes" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "inspection_media" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspection_media" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspection_media" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "template_conduct_access" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_conduct_access" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_conduct_access" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "inspection_number_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inspection_number_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inspection_number_counters" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
