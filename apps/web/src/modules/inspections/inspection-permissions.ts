import type { PermissionCode, PermissionRequirement } from '@fieldbook/domain';

/** Who may see the archive (spec §2 routes: either code opens /inspections/archive). */
export const ARCHIVE_PERMISSION: PermissionRequirement = [
  'INS_VIEW_ARCHIVED_INSPECTIONS',
  'INS_MANAGE_INSPECTIONS',
];

/** Who may archive, restore and delete inspections. */
export const MANAGE_INSPECTIONS: PermissionCode = 'INS_MANAGE_INSPECTIONS';
