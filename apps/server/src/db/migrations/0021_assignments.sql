-- Assignments (ADR 209): assignments, their assignees (members or groups), managers, chosen assets, dynamic asset
-- conditions, and the occurrences a scheduler materialises (idempotently, by a unique window key).
CREATE TABLE "assignments" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"type" text NOT NULL,
	"template_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assignee_mode" text DEFAULT 'any' NOT NULL,
	"recurrence" jsonb,
	"rrule" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"next_due" timestamp with time zone,
	"rule_applies_from" timestamp with time zone,
	"restricted_mode" boolean DEFAULT false NOT NULL,
	"collaborative" boolean DEFAULT false NOT NULL,
	"auto_finish" boolean DEFAULT false NOT NULL,
	"allow_additional_assets" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "assignments_status_check" CHECK ("assignments"."status" in ('active', 'paused', 'finished')),
	CONSTRAINT "assignments_type_check" CHECK ("assignments"."type" in ('direct', 'schedule', 'mix')),
	CONSTRAINT "assignments_mode_check" CHECK ("assignments"."assignee_mode" in ('only_one', 'any'))
);
--> statement-breakpoint
CREATE TABLE "assignment_assignees" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	CONSTRAINT "assignment_assignees_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "assignment_assignees_one_check" CHECK (num_nonnulls("assignment_assignees"."user_id", "assignment_assignees"."group_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "assignment_managers" (
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "assignment_managers_org_id_assignment_id_user_id_pk" PRIMARY KEY("org_id","assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_assets" (
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "assignment_assets_org_id_assignment_id_asset_id_pk" PRIMARY KEY("org_id","assignment_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_asset_conditions" (
	"org_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "assignment_asset_conditions_org_id_assignment_id_pk" PRIMARY KEY("org_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_occurrences" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"assignee_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"status" text DEFAULT 'to_do' NOT NULL,
	"inspection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_occurrences_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "assignment_occurrences_status_check" CHECK ("assignment_occurrences"."status" in ('to_do', 'overdue', 'missed', 'done')),
	CONSTRAINT "assignment_occurrences_window_check" CHECK ("assignment_occurrences"."window_end" > "assignment_occurrences"."window_start")
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_assignees" ADD CONSTRAINT "assignment_assignees_org_id_assignment_id_assignments_org_id_id_fk" FOREIGN KEY ("org_id","assignment_id") REFERENCES "public"."assignments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_assignees" ADD CONSTRAINT "assignment_assignees_org_id_user_id_memberships_org_id_user_id_fk" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."memberships"("org_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_assignees" ADD CONSTRAINT "assignment_assignees_org_id_group_id_groups_org_id_id_fk" FOREIGN KEY ("org_id","group_id") REFERENCES "public"."groups"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_managers" ADD CONSTRAINT "assignment_managers_org_id_assignment_id_assignments_org_id_id_fk" FOREIGN KEY ("org_id","assignment_id") REFERENCES "public"."assignments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_managers" ADD CONSTRAINT "assignment_managers_org_id_user_id_memberships_org_id_user_id_fk" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."memberships"("org_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_assets" ADD CONSTRAINT "assignment_assets_org_id_assignment_id_assignments_org_id_id_fk" FOREIGN KEY ("org_id","assignment_id") REFERENCES "public"."assignments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_assets" ADD CONSTRAINT "assignment_assets_org_id_asset_id_assets_org_id_id_fk" FOREIGN KEY ("org_id","asset_id") REFERENCES "public"."assets"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_asset_conditions" ADD CONSTRAINT "assignment_asset_conditions_org_id_assignment_id_assignments_org_id_id_fk" FOREIGN KEY ("org_id","assignment_id") REFERENCES "public"."assignments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_asset_conditions" ADD CONSTRAINT "assignment_asset_conditions_org_id_asset_type_id_asset_types_org_id_id_fk" FOREIGN KEY ("org_id","asset_type_id") REFERENCES "public"."asset_types"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_occurrences" ADD CONSTRAINT "assignment_occurrences_org_id_assignment_id_assignments_org_id_id_fk" FOREIGN KEY ("org_id","assignment_id") REFERENCES "public"."assignments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_occurrences" ADD CONSTRAINT "assignment_occurrences_org_id_asset_id_assets_org_id_id_fk" FOREIGN KEY ("org_id","asset_id") REFERENCES "public"."assets"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The list's first page (ADR 209): newest first, optionally one status; the template filter; next due among the
-- active ones (also the scheduler's "which assignments are due next").
CREATE INDEX "assignments_created_idx" ON "assignments" USING btree ("org_id","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "assignments_status_created_idx" ON "assignments" USING btree ("org_id","status","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "assignments_template_idx" ON "assignments" USING btree ("org_id","template_id");--> statement-breakpoint
CREATE INDEX "assignments_next_due_idx" ON "assignments" USING btree ("org_id","next_due","id") WHERE "assignments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "assignments_due_sweep_idx" ON "assignments" USING btree ("next_due") WHERE "assignments"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_assignees_user_key" ON "assignment_assignees" USING btree ("org_id","assignment_id","user_id") WHERE "assignment_assignees"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_assignees_group_key" ON "assignment_assignees" USING btree ("org_id","assignment_id","group_id") WHERE "assignment_assignees"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "assignment_assignees_by_user_idx" ON "assignment_assignees" USING btree ("org_id","user_id","assignment_id") WHERE "assignment_assignees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "assignment_assignees_by_group_idx" ON "assignment_assignees" USING btree ("org_id","group_id","assignment_id") WHERE "assignment_assignees"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "assignment_managers_user_idx" ON "assignment_managers" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_assets_asset_idx" ON "assignment_assets" USING btree ("org_id","asset_id");--> statement-breakpoint
CREATE INDEX "assignment_asset_conditions_type_idx" ON "assignment_asset_conditions" USING btree ("org_id","asset_type_id");--> statement-breakpoint
-- One occurrence per assignment, asset and window start: materialising is insert … on conflict do nothing from any
-- number of processes. Open work by due time (My inspections, the overdue sweep) and an inspection's occurrence.
CREATE UNIQUE INDEX "assignment_occurrences_window_key" ON "assignment_occurrences" USING btree ("org_id","assignment_id","asset_id","window_start");--> statement-breakpoint
CREATE INDEX "assignment_occurrences_open_idx" ON "assignment_occurrences" USING btree ("org_id","status","window_end","id") WHERE "assignment_occurrences"."status" in ('to_do', 'overdue');--> statement-breakpoint
CREATE INDEX "assignment_occurrences_assignee_idx" ON "assignment_occurrences" USING btree ("org_id","assignee_key","window_end") WHERE "assignment_occurrences"."status" in ('to_do', 'overdue');--> statement-breakpoint
CREATE INDEX "assignment_occurrences_sweep_idx" ON "assignment_occurrences" USING btree ("window_end") WHERE "assignment_occurrences"."status" in ('to_do', 'overdue');--> statement-breakpoint
CREATE INDEX "assignment_occurrences_asset_idx" ON "assignment_occurrences" USING btree ("org_id","asset_id");--> statement-breakpoint
CREATE INDEX "assignment_occurrences_inspection_idx" ON "assignment_occurrences" USING btree ("org_id","inspection_id") WHERE "assignment_occurrences"."inspection_id" is not null;--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "assignments", "assignment_assignees", "assignment_managers", "assignment_assets", "assignment_asset_conditions", "assignment_occurrences" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignments" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assignment_assignees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_assignees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_assignees" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assignment_managers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_managers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_managers" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assignment_assets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_assets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_assets" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assignment_asset_conditions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_asset_conditions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_asset_conditions" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "assignment_occurrences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignment_occurrences" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assignment_occurrences" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
