// Set-based seed of the asset benchmark: one asset type with three custom fields and 100,000 assets in the demo
// workspace, written with generate_series as the database owner (RLS does not apply to the owner).

/** Custom fields of the benchmark type: `f_site` (100 values, 1,000 assets each), `f_serial`, `f_power`. */
export const FIELDS = [
  { key: 'g1', name: 'General', parent_id: null },
  ...[
    ['f_site', 'Site', 'text', null],
    ['f_serial', 'Serial', 'text', null],
    ['f_power', 'Power', 'decimal', { max_digits: 8, decimals: 2 }],
  ].map(([key, name, field_type, config]) => ({
    key,
    name,
    description: null,
    field_type,
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config,
    parent_id: 'g1',
  })),
];

/** The statements, in order; `$ORG` is replaced before running. */
export const SEED_STATEMENTS = [
  `insert into asset_types (org_id, name, fields) values ('$ORG', 'Pump', '${JSON.stringify(FIELDS)}'::jsonb)`,
  `insert into assets (org_id, asset_id, display_name, type_id, fields, created_at)
     select '$ORG', 'A-' || lpad(g::text, 6, '0'), 'Pump ' || g, t.id,
            jsonb_build_object('f_site', 'Site ' || (g % 100), 'f_serial', 'SN-' || g, 'f_power', (g % 1000) + 0.5),
            now() - (g || ' minutes')::interval
     from generate_series(1, 100000) g cross join (select id from asset_types where org_id = '$ORG') t`,
  `vacuum analyze asset_types`,
  `vacuum analyze assets`,
];
