-- Issue list by assignee at scale (ADR 212, bench/issues, 1,000,000 issues). An issue's assignees are looked up by
-- (org_id, issue_id) for the list's assignee column and every issue read; the partial unique keys cannot serve that,
-- so each looked-up issue scanned the whole table. With user_id and group_id included the lookup is index-only; the
-- index also serves the cascade from a deleted issue. The issues index by id with status and created_at lets the
-- assignee filter check each candidate's status (and sort it) without reading the row.
CREATE INDEX IF NOT EXISTS "issue_assignees_issue_idx" ON "issue_assignees" USING btree ("org_id","issue_id") INCLUDE ("user_id","group_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "issues_id_status_idx" ON "issues" USING btree ("org_id","id") INCLUDE ("status","created_at");
