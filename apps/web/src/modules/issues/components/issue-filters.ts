import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '@fieldbook/domain';
import type { FilterDefinition } from '../../../shared/filters/filter-types';

/** The filters of the issue table (ADR 205's list fields). */
export const ISSUE_FILTERS: readonly FilterDefinition[] = [
  { field: 'title', labelKey: 'issues:fields.title', type: 'text' },
  {
    field: 'status',
    labelKey: 'issues:fields.status',
    type: 'multi-select',
    options: ISSUE_STATUSES.map((status) => ({ value: status, labelKey: `issues:status.${status}` })),
  },
  {
    field: 'priority',
    labelKey: 'issues:fields.priority',
    type: 'multi-select',
    options: ISSUE_PRIORITIES.map((priority) => ({
      value: priority,
      labelKey: `issues:priority.${priority}`,
    })),
  },
  {
    field: 'assignee',
    labelKey: 'issues:fields.assignees',
    type: 'multi-select',
    remoteUrl: '/user/search-user-group',
  },
  {
    field: 'category_id',
    labelKey: 'issues:fields.category',
    type: 'multi-select',
    remoteUrl: '/issue/category/all',
  },
  { field: 'due_at', labelKey: 'issues:fields.dueAt', type: 'date' },
  { field: 'created_at', labelKey: 'issues:fields.createdAt', type: 'date' },
];
