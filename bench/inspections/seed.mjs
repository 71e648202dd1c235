// Set-based seed of the inspections list benchmark: 4 published templates, 1,000 assets and 1,000,000
// inspections over the last two years in the demo workspace, written with generate_series as the database
// owner (RLS does not apply to the owner). `$ORG` and `$ADMIN` are replaced before running.

/** Ids of the four bench templates (fixed, so the run can filter by one). */
export const BENCH_TEMPLATE_IDS = [
  '00000000-0000-4000-8000-00000000b001',
  '00000000-0000-4000-8000-00000000b002',
  '00000000-0000-4000-8000-00000000b003',
  '00000000-0000-4000-8000-00000000b004',
];

const templates = `(values ${BENCH_TEMPLATE_IDS.map((id, i) => `('${id}'::uuid, ${i + 1})`).join(', ')}) as t(id, n)`;

/** The statements, in order. */
export const SEED_STATEMENTS = [
  `insert into templates (org_id, id, title, document, has_draft, published_version)
     select '$ORG', t.id, 'Bench template ' || t.n, '{}'::jsonb, false, 1 from ${templates}`,
  `insert into template_versions (org_id, template_id, version, revision, document)
     select '$ORG', t.id, 1, 1, '{}'::jsonb from ${templates}`,
  `insert into asset_types (org_id, name) values ('$ORG', 'Bench type')`,
  `insert into assets (org_id, asset_id, display_name, type_id)
     select '$ORG', 'B-' || g, 'Bench asset ' || g, (select id from asset_types where name = 'Bench type')
     from generate_series(1, 1000) g`,
  `create table bench_assets as select row_number() over (order by id) as n, id from assets where asset_id like 'B-%'`,
  `insert into inspections (org_id, id, template_id, template_version, asset_id, title, document_number, status,
       started_at, completed_at, timezone, conducted_by, score, max_score, percent, failed_count, issues_count, seq)
     select '$ORG', gen_random_uuid(), (array[${BENCH_TEMPLATE_IDS.map((id) => `'${id}'::uuid`).join(',')}])[1 + g % 4], 1,
            a.id, 'Bench inspection ' || g, 'B' || g,
            case when g % 10 = 0 then 'in_progress' else 'completed' end,
            now() - (g * 63 || ' seconds')::interval,
            case when g % 10 = 0 then null else now() - (g * 63 - 900 || ' seconds')::interval end,
            'Europe/Berlin', '$ADMIN', 40 + g % 61, 100, 40 + g % 61, g % 4, g % 3, 20
     from generate_series(1, 1000000) g
     join bench_assets a on a.n = 1 + g % 1000`,
  `drop table bench_assets`,
  `vacuum analyze inspections`,
  `vacuum analyze assets`,
];
