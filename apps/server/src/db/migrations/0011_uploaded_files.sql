-- Files owned by the server (ADR 184): every stored upload has a row with its key, the type detected from its
-- bytes at upload and its size; documents refer to a file only by this row's id, never by key, type or size.
CREATE TABLE "uploaded_files" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_storage_key_key" ON "uploaded_files" USING btree ("storage_key");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "uploaded_files" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "uploaded_files" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
-- The backfill runs as the owner: forced RLS is lifted for its duration so it sees every workspace's rows
-- whether or not the owner is a superuser, and forced again at the end.
ALTER TABLE "file_entries" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_ratings" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "templates" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_versions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Backfill: file-manager files and rating icons were always stored by the server with their detected type.
INSERT INTO "uploaded_files" ("org_id", "storage_key", "content_type", "size", "original_name", "created_by", "created_at")
SELECT "org_id", "storage_key", "content_type", "size", "name", "created_by", "created_at" FROM "file_entries"
WHERE "kind" = 'file' ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "uploaded_files" ("org_id", "storage_key", "content_type", "size", "original_name", "created_at")
SELECT "org_id", "icon"->>'key', "icon"->>'mime', coalesce(("icon"->>'size')::bigint, 0), coalesce("icon"->>'name', ''), "created_at"
FROM "checklist_ratings" WHERE "icon" ? 'key' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Image markers carried a client-written key and type. A key is kept only when it lies under a template of the
-- same workspace (templates/{template id}/…); its type is kept only when it is an image type (served as an image
-- with nosniff, a mislabelled file cannot run), otherwise it becomes application/octet-stream (a download).
INSERT INTO "uploaded_files" ("org_id", "storage_key", "content_type", "size", "original_name")
SELECT DISTINCT ON (f."key") t."org_id", f."key",
	CASE WHEN f."mime" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp') THEN f."mime" ELSE 'application/octet-stream' END,
	f."size", f."name"
FROM (
	SELECT "org_id", "document" FROM "templates" UNION ALL SELECT "org_id", "document" FROM "template_versions"
) t
CROSS JOIN LATERAL (
	SELECT m->'file'->>'key' AS "key", m->'file'->>'mime' AS "mime",
		CASE WHEN jsonb_typeof(m->'file'->'size') = 'number' THEN (m->'file'->>'size')::numeric::bigint ELSE 0 END AS "size",
		coalesce(m->'file'->>'name', '') AS "name"
	FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t."document"->'image_markers') = 'array' THEN t."document"->'image_markers' ELSE '[]'::jsonb END) m
	WHERE jsonb_typeof(m->'file') = 'object' AND jsonb_typeof(m->'file'->'key') = 'string'
) f
WHERE EXISTS (
	SELECT 1 FROM "templates" owner WHERE owner."org_id" = t."org_id" AND f."key" LIKE 'templates/' || owner."id"::text || '/%'
)
ORDER BY f."key"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every image marker's file becomes { id, url, name } (the row of its key in the same workspace), or null when
-- its key was not proven to be the workspace's own file.
CREATE FUNCTION "pg_temp"."fieldbook_marker_files"(doc jsonb, org uuid) RETURNS jsonb LANGUAGE sql AS $$
	SELECT CASE WHEN jsonb_typeof(doc->'image_markers') <> 'array' THEN doc ELSE jsonb_set(doc, '{image_markers}', coalesce((
		SELECT jsonb_agg(CASE
			WHEN jsonb_typeof(m->'file') = 'object' AND jsonb_typeof(m->'file'->'id') = 'string' AND NOT (m->'file' ? 'key') THEN m
			WHEN jsonb_typeof(m->'file') = 'object' THEN jsonb_set(m, '{file}', coalesce((
				SELECT jsonb_build_object('id', u."id", 'url', coalesce(m->'file'->'url', 'null'::jsonb), 'name', u."original_name")
				FROM "uploaded_files" u WHERE u."org_id" = org AND u."storage_key" = m->'file'->>'key'
			), 'null'::jsonb))
			WHEN jsonb_typeof(m->'file') = 'string' THEN jsonb_set(m, '{file}', 'null'::jsonb)
			ELSE m END ORDER BY ord)
		FROM jsonb_array_elements(doc->'image_markers') WITH ORDINALITY AS e(m, ord)
	), '[]'::jsonb)) END
$$;
--> statement-breakpoint
UPDATE "templates" SET "document" = "pg_temp"."fieldbook_marker_files"("document", "org_id")
WHERE jsonb_typeof("document"->'image_markers') = 'array' AND jsonb_array_length("document"->'image_markers') > 0;
--> statement-breakpoint
UPDATE "template_versions" SET "document" = "pg_temp"."fieldbook_marker_files"("document", "org_id")
WHERE jsonb_typeof("document"->'image_markers') = 'array' AND jsonb_array_length("document"->'image_markers') > 0;
--> statement-breakpoint
DROP FUNCTION "pg_temp"."fieldbook_marker_files"(jsonb, uuid);
--> statement-breakpoint
ALTER TABLE "file_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_ratings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "uploaded_files" FORCE ROW LEVEL SECURITY;
