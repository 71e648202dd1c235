import { bulkImportRoutes } from './imports.routes';
import { GLOBAL_LISTS_MANAGE } from '../global-lists/global-lists.routes';
import { assetImportTarget } from './targets/asset-import-target';
import { listItemImportTarget } from './targets/list-item-import-target';

/** The bulk-import calls of spec §7: assets of a type (multipart type_id), items of a global list (list_id). */
export const importRoutes = [
  ...bulkImportRoutes({
    url: '/assets/bulk-import',
    targetField: 'type_id',
    // Creating assets needs the asset manager's code, as for POST /assets/new (ADR 120).
    permission: 'SST_VIEW_ARCHIVED_ASSETS',
    adapter: assetImportTarget,
    what: 'assets of one type',
  }),
  ...bulkImportRoutes({
    url: '/resources/global-lists/bulk-import',
    targetField: 'list_id',
    permission: GLOBAL_LISTS_MANAGE,
    adapter: listItemImportTarget,
    what: 'items of one global list',
  }),
];
