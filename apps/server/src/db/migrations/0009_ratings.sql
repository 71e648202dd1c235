CREATE TABLE "checklist_ratings" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"value" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"color" text,
	"icon" jsonb,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_ratings_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "checklist_ratings_value_check" CHECK ("value" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "checklist_ratings" ADD CONSTRAINT "checklist_ratings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_ratings_org_value_key" ON "checklist_ratings" USING btree ("org_id","value");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "checklist_ratings" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "checklist_ratings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_ratings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checklist_ratings" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
