// Set-based seed of the list benchmark: 100,000 members and 1,000,000 activity-log rows in the demo
// workspace, written with generate_series as the database owner (RLS does not apply to the owner).
// Run through tsx, which loads the TypeScript domain package.
import { ACTIVITY_ACTIONS as ACTIONS } from '@fieldbook/domain';

const actionArray = `array[${ACTIONS.map((a) => `'${a}'`).join(',')}]`;

/** The statements, in order; `$ORG`, `$ADMIN_ROLE` and `$INSPECTOR_ROLE` are replaced before running. */
export const SEED_STATEMENTS = [
  `insert into users (email, first_name, last_name, status, created_at)
     select 'bench' || g || '@example.test',
            (array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hugo','Ines','Jonas'])[1 + g % 10],
            'Person' || g, 'active', now() - (g || ' minutes')::interval
     from generate_series(1, 100000) g`,
  `create temp table bench_users as
     select row_number() over (order by id) as n, id from users where email like 'bench%@example.test'`,
  `insert into memberships (org_id, user_id, status, created_at)
     select '$ORG', id, (array['active','active','active','deactivated','invited'])[1 + n % 5], now() - (n || ' minutes')::interval
     from bench_users`,
  `insert into membership_roles (org_id, user_id, role_id)
     select '$ORG', id, case when n % 10 = 0 then '$ADMIN_ROLE'::uuid else '$INSPECTOR_ROLE'::uuid end from bench_users`,
  `insert into activity_log (org_id, user_id, action, entity, summary, ip, user_agent, created_at)
     select '$ORG', u.id, a.action, split_part(a.action, '.', 1), '{"bench": true}'::jsonb,
            '10.0.' || (g % 250) || '.' || (g % 200), 'bench-agent', now() - (g * 30 || ' seconds')::interval
     from generate_series(1, 1000000) g
     join bench_users u on u.n = 1 + g % 100000
     cross join lateral (select (${actionArray})[1 + g % ${ACTIONS.length}] as action) a`,
  `vacuum analyze users`,
  `vacuum analyze memberships`,
  `vacuum analyze membership_roles`,
  `vacuum analyze activity_log`,
];
