-- Jobs (ADR 198): the tenant's view of a queued job (state, progress, result) that GET /api/jobs/{id} reads. The
-- queue itself is pg-boss's schema `pgboss`, which pg-boss creates and migrates when the queue first starts.
CREATE TABLE "jobs" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "jobs_progress_range" CHECK ("progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "jobs" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "jobs" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
