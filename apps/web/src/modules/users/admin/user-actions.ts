import type { userStatusSchema } from '@fieldbook/domain';
import type { z } from 'zod';

/** A member's status in the workspace (spec §4), as the domain schema names it. */
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Row actions of the user list, each mapping to one call of spec §7. */
export type UserAction =
  'edit' | 'roles' | 'resendInvite' | 'cancelInvitation' | 'activate' | 'deactivate' | 'changeStatus';

/**
 * The actions a member's status allows (spec §4 user status): an invitation can be resent or
 * cancelled; an active member deactivated; anyone else activated; status changes apart from invites.
 */
export function userActionsFor(status: UserStatus): UserAction[] {
  switch (status) {
    case 'invited':
      return ['edit', 'roles', 'resendInvite', 'cancelInvitation'];
    case 'active':
      return ['edit', 'roles', 'deactivate', 'changeStatus'];
    case 'deactivated':
    case 'disabled':
    case 'inactive':
      return ['edit', 'roles', 'activate', 'changeStatus'];
  }
}

/** Rows a bulk deactivation applies to: only active members (others are skipped, not errors). */
export function deactivatableIds(rows: readonly { id: string; status: UserStatus }[]): string[] {
  return rows.filter((row) => row.status === 'active').map((row) => row.id);
}

/** Rows a bulk activation applies to: members who are not active and not merely invited. */
export function activatableIds(rows: readonly { id: string; status: UserStatus }[]): string[] {
  return rows.filter((row) => row.status !== 'active' && row.status !== 'invited').map((row) => row.id);
}
