import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@fieldbook/domain';
import type { FilterDefinition, FilterOption } from '../../../shared/filters/filter-types';

const actionOptions: FilterOption[] = ACTIVITY_ACTIONS.map((value) => ({
  value,
  labelKey: `activity-log:actions.${value}`,
}));
const entityOptions: FilterOption[] = ACTIVITY_ENTITIES.map((value) => ({
  value,
  labelKey: `activity-log:entities.${value}`,
}));

/** Filters of the two activity logs; everyone's log can also filter by person. */
export function activityLogFilters(everyone: boolean): FilterDefinition[] {
  return [
    { field: 'action', labelKey: 'activity-log:fields.action', type: 'multi-select', options: actionOptions },
    { field: 'entity', labelKey: 'activity-log:fields.entity', type: 'multi-select', options: entityOptions },
    ...(everyone
      ? [
          {
            field: 'user_id',
            labelKey: 'activity-log:fields.user',
            type: 'multi-select',
            remoteUrl: '/user/search',
          } as const,
        ]
      : []),
    { field: 'ip', labelKey: 'activity-log:fields.ip', type: 'text' },
    { field: 'created_at', labelKey: 'activity-log:fields.createdAt', type: 'date' },
  ];
}

/** Filters of the activity-types screen. */
export const activityTypeFilters: FilterDefinition[] = [
  { field: 'action', labelKey: 'activity-log:fields.action', type: 'text' },
  { field: 'entity', labelKey: 'activity-log:fields.entity', type: 'multi-select', options: entityOptions },
  { field: 'count', labelKey: 'activity-log:fields.count', type: 'number' },
  { field: 'last_at', labelKey: 'activity-log:fields.lastAt', type: 'date' },
];

/** Date and time of a log row as YYYY-MM-DD HH:mm in the viewer's clock. */
export function logTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
