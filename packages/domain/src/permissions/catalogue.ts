import { z } from 'zod';

/** Every permission code of the product (workbench spec §6); roles are sets of these. */
export const PERMISSION_CODES = [
  'RES_MANAGE_GLOBAL_LISTS',
  'RES_VIEW_GLOBAL_LISTS',
  'RES_MANAGE_FILE_MANAGER',
  'ANA_OVERVIEW_STATISTICS',
  'ANA_ISSUES_STATISTICS',
  'ANA_RESPONSES_STATISTICS',
  'ANA_REPORTS_STATISTICS',
  'ACT_MANAGE_CATEGORY',
  'ACT_VIEW_ISSUE_LIST',
  'ACT_VIEW_ISSUE',
  'ACT_MANAGE_ISSUE',
  'AST_MANAGE_ASSIGNMENT',
  'SST_VIEW_ASSET',
  'SST_VIEW_ARCHIVED_ASSETS',
  'SST_VIEW_ASSET_TYPE',
  'SST_VIEW_ARCHIVED_ASSET_TYPES',
  'INS_VIEW_INSPECTION_LIST',
  'INS_VIEW_INSPECTION_REPORT',
  'INS_VIEW_ARCHIVED_INSPECTIONS',
  'INS_MANAGE_INSPECTIONS',
  'LOG_VIEW_ACTIVITY_TYPES',
  'LOG_VIEW_MY_ACTIVITY',
  'LOG_VIEW_USER_ACTIVITY',
  'APP_VIEW_SETTINGS',
  'APP_EDIT_SETTINGS',
  'USR_VIEW_USER_LIST',
  'USR_MANAGE_USER',
  'USR_VIEW_GROUP_LIST',
  'USR_MANAGE_GROUP',
  'USR_MANAGE_ROLE',
  'CKL_MANAGE_TEMPLATES',
] as const;

export const permissionCodeSchema = z.enum(PERMISSION_CODES);
export type PermissionCode = z.infer<typeof permissionCodeSchema>;

/** A route or control requirement: "general" (none), one code, or alternatives where any one suffices. */
export type PermissionRequirement = 'general' | PermissionCode | readonly PermissionCode[];

/** Permissions of the seeded "Inspector" role: runs inspections and sees what they need, administers nothing. */
export const INSPECTOR_PERMISSIONS: readonly PermissionCode[] = [
  'SST_VIEW_ASSET',
  'SST_VIEW_ASSET_TYPE',
  'INS_VIEW_INSPECTION_LIST',
  'INS_VIEW_INSPECTION_REPORT',
  'ACT_VIEW_ISSUE_LIST',
  'ACT_VIEW_ISSUE',
  'RES_VIEW_GLOBAL_LISTS',
  'LOG_VIEW_MY_ACTIVITY',
  'ANA_OVERVIEW_STATISTICS',
];

/** Whether a set of granted codes satisfies a requirement; the one check used by server guards and web. */
export function satisfies(granted: ReadonlySet<string>, requirement: PermissionRequirement): boolean {
  if (requirement === 'general') return true;
  if (typeof requirement === 'string') return granted.has(requirement);
  return requirement.some((code) => granted.has(code));
}
