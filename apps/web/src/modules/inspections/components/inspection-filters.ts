import { INSPECTION_STATUSES } from '@fieldbook/domain';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { ASSET_ENDPOINTS, assetOptionLabel } from '../../assets/api/assets-api';
import { CONDUCTABLE_TEMPLATES_ENDPOINT } from '../api/inspections-api';

/** The filters of both inspection tables (the server's INSPECTION_FILTER_FIELDS the list offers). */
export const INSPECTION_FILTERS: readonly FilterDefinition[] = [
  {
    field: 'template_id',
    labelKey: 'inspections:fields.template',
    type: 'multi-select',
    remoteUrl: CONDUCTABLE_TEMPLATES_ENDPOINT,
  },
  {
    field: 'asset_id',
    labelKey: 'inspections:fields.asset',
    type: 'multi-select',
    remoteUrl: ASSET_ENDPOINTS.search,
    optionLabel: assetOptionLabel,
  },
  {
    field: 'status',
    labelKey: 'inspections:fields.status',
    type: 'multi-select',
    options: INSPECTION_STATUSES.map((status) => ({
      value: status,
      labelKey: `inspections:status.${status}`,
    })),
  },
  { field: 'score', labelKey: 'inspections:fields.score', type: 'number' },
  { field: 'started_at', labelKey: 'inspections:fields.startedAt', type: 'date' },
  { field: 'completed_at', labelKey: 'inspections:fields.completedAt', type: 'date' },
  {
    field: 'conducted_by',
    labelKey: 'inspections:fields.inspector',
    type: 'multi-select',
    remoteUrl: '/user/search',
  },
  { field: 'has_issues', labelKey: 'inspections:fields.hasIssues', type: 'switch' },
];
