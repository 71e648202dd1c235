import type { TemplateDocument } from '@fieldbook/domain/templates';
import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishRefusal } from '../api/publish-problems';
import { itemById } from '../store/editor-store';

/**
 * Why publishing was refused (ADR 191): the server's summary, then each problem under a link to its
 * item; following a link closes the dialog and selects the item on the canvas.
 */
export function PublishProblemsModal({
  refusal,
  doc,
  onGoTo,
  onClose,
}: {
  refusal: PublishRefusal | null;
  doc: TemplateDocument;
  onGoTo(id: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('template-editor');
  const titleOf = (id: string) => {
    const item = itemById(doc, id);
    return item ? item.title.trim() || t(`types.${item.type}`) : t('refusal.deletedItem');
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={refusal !== null}
      onClose={onClose}
      title={t('publishProblems.title')}
      centered
      size="lg"
    >
      <Stack data-testid="publish-problems">
        <Text size="sm">{refusal?.message}</Text>
        <List size="sm" spacing="xs">
          {(refusal?.problems ?? []).map((problem, i) => (
            <List.Item key={i} data-testid={`publish-problem-${problem.item_id}`}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => onGoTo(problem.item_id)}
              >
                {titleOf(problem.item_id)}
              </Anchor>
              <Text size="sm">{problem.text}</Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="publish-problems-ok">
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
