// Set-based seed of the issues benchmark (issue 21): 1,000,000 issues in the demo workspace, written with
// generate_series as the database owner (RLS does not apply to the owner). 100,000 of them are in the category
// "Bench bulk" (the XLSX export), 10,000 in "Bench photos" with two photos each (the ZIP export); every issue has
// one of 50 bench members as assignee. Photo rows point at keys under `bench/`, linked to one JPEG by run.ts.

/** Bench members the issues are assigned to. */
export const MEMBERS = 50;

/** The statements, in order; `$ORG` and `$ADMIN` are replaced before running. */
export const SEED_STATEMENTS = [
  `insert into users (email, first_name, last_name, status)
     select 'issue-bench' || g || '@example.test', 'Bench', 'Member ' || g, 'active' from generate_series(1, ${MEMBERS}) g`,
  `create temp table bench_members as
     select row_number() over (order by email) - 1 as n, id from users where email like 'issue-bench%@example.test'`,
  `insert into memberships (org_id, user_id, status) select '$ORG', id, 'active' from bench_members`,
  `insert into issue_categories (org_id, name) values ('$ORG', 'Bench bulk'), ('$ORG', 'Bench photos')`,
  `insert into issues (org_id, title, description, status, priority, category_id, labels, created_by, created_at, updated_at, due_at)
     select '$ORG', 'Bench issue ' || g, 'Found on round ' || (g % 97) || ': needs a fix before the next audit',
            (array['to_do','in_progress','complete','cant_do'])[1 + g % 4],
            (array['low','medium','high'])[1 + g % 3],
            case when g <= 100000 then (select id from issue_categories where name = 'Bench bulk')
                 when g <= 110000 then (select id from issue_categories where name = 'Bench photos') end,
            array['bench', 'zone-' || (g % 20)], '$ADMIN',
            now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval,
            case when g % 3 = 0 then now() + (g % 60 || ' days')::interval end
     from generate_series(1, 1000000) g`,
  `insert into issue_assignees (org_id, issue_id, user_id)
     select '$ORG', i.id, m.id from issues i
     join bench_members m on m.n = abs(hashtext(i.id::text)) % ${MEMBERS}`,
  `create temp table bench_photos as
     select i.id as issue_id, gen_random_uuid() as file_id, p as n from issues i
     cross join generate_series(1, 2) p
     where i.category_id = (select id from issue_categories where name = 'Bench photos')`,
  `insert into uploaded_files (org_id, id, storage_key, content_type, size, original_name, created_by)
     select '$ORG', file_id, 'bench/' || substr(file_id::text, 1, 2) || '/' || file_id, 'image/jpeg', $PHOTO_BYTES,
            'photo-' || n || '.jpg', '$ADMIN' from bench_photos`,
  `insert into issue_files (org_id, file_id, issue_id) select '$ORG', file_id, issue_id from bench_photos`,
  `vacuum analyze issues`,
  `vacuum analyze issue_assignees`,
  `vacuum analyze issue_files`,
  `vacuum analyze uploaded_files`,
];
