import type { AssignmentListRow } from '@fieldbook/domain';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { assignmentEditPath, assignmentsApi, useAssignmentMutation } from '../api/assignments-api';

/** A row's ⋮ menu: edit, clone, pause or activate, delete (which asks first, through `onDelete`). */
export function AssignmentRowActions({
  row,
  onDelete,
}: {
  row: AssignmentListRow;
  onDelete: (row: AssignmentListRow) => void;
}) {
  const { t } = useTranslation();
  const pause = useAssignmentMutation(assignmentsApi.pause);
  const activate = useAssignmentMutation(assignmentsApi.activate);
  const clone = useAssignmentMutation(assignmentsApi.clone);
  const finished = row.status === 'finished';
  return (
    <RowActionsMenu
      label={t('assignments:actionsFor', { name: row.title })}
      testId={`assignment-actions-${row.id}`}
    >
      <Menu.Item component={Link} to={assignmentEditPath(row.id)}>
        {t('common:gen.actions.edit')}
      </Menu.Item>
      <Menu.Item onClick={() => clone.mutate(row.id)} data-testid="assignment-clone">
        {t('assignments:clone')}
      </Menu.Item>
      {!finished &&
        (row.status === 'active' ? (
          <Menu.Item onClick={() => pause.mutate(row.id)} data-testid="assignment-pause">
            {t('assignments:pause')}
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => activate.mutate(row.id)} data-testid="assignment-activate">
            {t('assignments:activate')}
          </Menu.Item>
        ))}
      <Menu.Item color="red" onClick={() => onDelete(row)} data-testid="assignment-delete">
        {t('common:gen.actions.delete')}
      </Menu.Item>
    </RowActionsMenu>
  );
}
