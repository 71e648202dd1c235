import type { TemplateListRow } from '@fieldbook/domain/templates';
import { Menu } from '@mantine/core';
import { IconPlayerPlay, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { useConductableTemplates } from '../api/inspections-api';
import { ConductAccessDialog } from './conduct-access-dialog';
import { StartInspectionDialog } from './start-inspection-dialog';

/** The inspection actions a template row's menu offers. */
export type TemplateInspectionAction = 'start' | 'access';

type TemplateRow = Pick<TemplateListRow, 'id' | 'status' | 'archived'>;

/**
 * Which inspection actions a template row offers: starting needs a published template the user may conduct,
 * "who can conduct" needs template management; archived templates offer neither.
 */
export function templateInspectionActions(
  row: TemplateRow,
  conductable: readonly string[],
  manages: boolean,
): TemplateInspectionAction[] {
  if (row.archived) return [];
  const start = row.status === 'published' && conductable.includes(row.id);
  return [...(start ? (['start'] as const) : []), ...(manages ? (['access'] as const) : [])];
}

const ICONS = { start: IconPlayerPlay, access: IconUsers } as const;
const LABELS = { start: 'inspections:start.button', access: 'inspections:access.title' } as const;

/** The template list's menu items for inspections; the chosen one opens its dialog outside the menu. */
export function TemplateInspectionItems({
  row,
  onChoose,
}: {
  row: TemplateRow;
  onChoose: (action: TemplateInspectionAction) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const templates = useConductableTemplates(null, row.status === 'published' && !row.archived);
  const conductable = (templates.data ?? []).map((template) => template.id);
  return templateInspectionActions(row, conductable, session.allows('CKL_MANAGE_TEMPLATES')).map((action) => {
    const Icon = ICONS[action];
    return (
      <Menu.Item
        key={action}
        leftSection={<Icon size={14} />}
        onClick={() => onChoose(action)}
        data-testid={`template-action-${action}-inspection`}
      >
        {t(LABELS[action])}
      </Menu.Item>
    );
  });
}

/** The dialog of the inspection action chosen in a template row's menu. */
export function TemplateInspectionDialog({
  action,
  templateId,
  onClose,
}: {
  action: TemplateInspectionAction;
  templateId: string;
  onClose: () => void;
}) {
  return action === 'start' ? (
    <StartInspectionDialog initialTemplateId={templateId} onClose={onClose} />
  ) : (
    <ConductAccessDialog templateId={templateId} onClose={onClose} />
  );
}
