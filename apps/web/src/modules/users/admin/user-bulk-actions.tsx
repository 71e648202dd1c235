import type { BulkUsersRequest, UserListRow } from '@fieldbook/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableSelection } from '../../../shared/data-table/selection';
import { activatableIds, deactivatableIds } from './user-actions';

/** A bulk status change waiting for confirmation: which call, on what, and how many it names. */
export interface BulkStatusRequest {
  verb: 'deactivate' | 'activate';
  body: BulkUsersRequest;
  count: number;
  byFilter: boolean;
}

/**
 * Deactivate / activate buttons of the user list's bulk bar: on the ticked rows (counting only those
 * the change applies to), or on every member the filter matches once "select all by filter" is chosen.
 */
export function UserBulkActions({
  selection,
  onAsk,
}: {
  selection: TableSelection<UserListRow>;
  onAsk: (request: BulkStatusRequest) => void;
}) {
  const { t } = useTranslation();
  const verbs = ['deactivate', 'activate'] as const;
  if (selection.mode === 'filter') {
    const body = { filter: selection.filter };
    return verbs.map((verb) => (
      <Button
        key={verb}
        size="xs"
        variant="light"
        color={verb === 'deactivate' ? 'red' : undefined}
        onClick={() => onAsk({ verb, body, count: selection.total, byFilter: true })}
        data-testid={`bulk-${verb}-all`}
      >
        {t(verb === 'deactivate' ? 'users:admin.bulkDeactivateAll' : 'users:admin.bulkActivateAll')}
      </Button>
    ));
  }
  return verbs.map((verb) => {
    const ids = verb === 'deactivate' ? deactivatableIds(selection.rows) : activatableIds(selection.rows);
    return (
      <Button
        key={verb}
        size="xs"
        variant="light"
        color={verb === 'deactivate' ? 'red' : undefined}
        disabled={ids.length === 0}
        onClick={() => onAsk({ verb, body: { ids }, count: ids.length, byFilter: false })}
        data-testid={`bulk-${verb}`}
      >
        {t(verb === 'deactivate' ? 'users:admin.bulkDeactivate' : 'users:admin.bulkActivate', {
          count: ids.length,
        })}
      </Button>
    );
  });
}
