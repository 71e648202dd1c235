-- Periodic sweeps of assignments (ADR 213): `sweep_at` is when an active assignment next needs the materialiser
-- (occurrences to add ahead, a window to mark overdue or missed); `materialized_until` is how far ahead its
-- occurrences exist. The sweep's one cross-tenant query reads the partial index on `sweep_at` only.
ALTER TABLE "assignments" ADD COLUMN "sweep_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "materialized_until" timestamp with time zone;--> statement-breakpoint
-- Reminders sent once each (ADR 213): when the "due soon" and the "overdue" mail of an occurrence went out.
ALTER TABLE "assignment_occurrences" ADD COLUMN "due_soon_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignment_occurrences" ADD COLUMN "overdue_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "assignments_sweep_at_idx" ON "assignments" USING btree ("sweep_at","org_id") WHERE "assignments"."status" = 'active';--> statement-breakpoint
-- The workspaces with due assignments, for the sweep that runs outside any workspace: it answers organisation ids
-- only, at most p_limit, from the index above. SECURITY DEFINER with a read policy for its owner alone, since the
-- table forces Row-Level Security; only the server's login role may call it, never the tenant role fieldbook_app.
CREATE POLICY "assignment_sweep_read" ON "assignments" AS PERMISSIVE FOR SELECT TO CURRENT_USER USING (true);--> statement-breakpoint
CREATE FUNCTION "assignment_orgs_due"(p_at timestamptz, p_limit int) RETURNS TABLE (org_id uuid) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
	SELECT DISTINCT a.org_id FROM assignments a WHERE a.status = 'active' AND a.sweep_at <= p_at LIMIT p_limit
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "assignment_orgs_due"(timestamptz, int) FROM PUBLIC;
