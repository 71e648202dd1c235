import type { TemplateListRow } from '@fieldbook/domain/templates';
import { Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import {
  templateEditorPath,
  templatesApi,
  useTemplateMutation,
  type TemplateFlagAction,
} from '../api/templates-api';
import { templateActionsFor, type TemplateAction } from './template-actions';
import { FolderChoiceModal } from './folder-choice-modal';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import {
  TemplateInspectionDialog,
  TemplateInspectionItems,
  type TemplateInspectionAction,
} from '../../inspections/components/template-inspection-actions';

const DANGER: readonly TemplateAction[] = ['archive', 'delete'];

/**
 * The per-row menu of the template list: open, clone, move, flags, delete, each confirmed or in a modal; and the
 * inspections module's "Start inspection" and "Who can conduct".
 */
export function TemplateRowActions({ row }: { row: TemplateListRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Exclude<TemplateAction, 'edit'> | null>(null);
  const [inspection, setInspection] = useState<TemplateInspectionAction | null>(null);
  const flag = useTemplateMutation((action: TemplateFlagAction) => templatesApi.flag(row.id, action));
  const remove = useTemplateMutation(() => templatesApi.remove(row.id));
  const clone = useTemplateMutation((parentId: string | null) => templatesApi.clone(row.id, parentId));
  const move = useTemplateMutation((parentId: string | null) => templatesApi.move(row.id, parentId));
  const close = () => setOpen(null);
  const confirmed = open === 'delete' ? remove : flag;
  return (
    <>
      <RowActionsMenu
        label={t('templates:actionsFor', { name: row.title })}
        testId={`template-actions-${row.title}`}
      >
        {templateActionsFor(row).map((action) =>
          action === 'edit' ? (
            <Menu.Item key={action} component={Link} to={templateEditorPath(row.id)}>
              {t('templates:actions.edit')}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action}
              color={DANGER.includes(action) ? 'red' : undefined}
              onClick={() => setOpen(action)}
              data-testid={`template-action-${action}`}
            >
              {t(`templates:actions.${action}`)}
            </Menu.Item>
          ),
        )}
        <TemplateInspectionItems row={row} onChoose={setInspection} />
      </RowActionsMenu>
      {inspection && (
        <TemplateInspectionDialog
          action={inspection}
          templateId={row.id}
          onClose={() => setInspection(null)}
        />
      )}
      {(open === 'clone' || open === 'move') && (
        <FolderChoiceModal
          title={t(`templates:actions.${open}`)}
          description={t(`templates:${open}Into`, { name: row.title })}
          initialParentId={row.parent_id}
          busy={open === 'clone' ? clone.isPending : move.isPending}
          onSubmit={(parentId) => (open === 'clone' ? clone : move).mutateAsync(parentId)}
          onClose={close}
        />
      )}
      {open && open !== 'clone' && open !== 'move' && (
        <ConfirmDialog
          opened
          title={t(`templates:actions.${open}`)}
          danger={DANGER.includes(open)}
          busy={confirmed.isPending}
          onClose={close}
          onConfirm={() =>
            open === 'delete'
              ? remove.mutate(undefined, { onSuccess: close })
              : flag.mutate(open, { onSuccess: close })
          }
        >
          {t(`templates:confirm.${open}`, { name: row.title })}
        </ConfirmDialog>
      )}
    </>
  );
}
