import { movePage } from '@fieldbook/domain/templates';
import type { Id, OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Reorders the main pages in one operation (one undo step): each follows the one before it. */
export function reorderPages(doc: TemplateDocument, order: readonly Id[]): OpResult {
  const start = doc.items.find((item) => item.type === 'start_page');
  if (!start) return { ok: false, conflicts: [{ code: 'not_found', item_id: null }] };
  let current = doc;
  let after = start.id;
  for (const id of order) {
    const result = movePage(current, id, after);
    if (!result.ok) return result;
    current = result.doc;
    after = id;
  }
  return { ok: true, doc: current };
}

/** The page-reorder modal (pages are never moved by item drag, spec §4), with keyboard-operable buttons. */
export function PageReorderModal({
  doc,
  opened,
  onClose,
  onApply,
}: {
  doc: TemplateDocument;
  opened: boolean;
  onClose(): void;
  onApply(order: Id[]): void;
}) {
  const { t } = useTranslation('template-editor');
  const pages = doc.items.filter((item) => item.type === 'page');
  const [order, setOrder] = useState<Id[] | null>(null);
  const current = order ?? pages.map((p) => p.id);
  const titleOf = (id: Id) => pages.find((p) => p.id === id)?.title || t('types.page');
  const swap = (index: number, by: number) => {
    const next = [...current];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setOrder(next);
  };
  const close = () => {
    setOrder(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={close}
      title={t('pageReorder.title')}
      centered
    >
      <Stack gap="xs" data-testid="page-reorder-modal">
        {current.map((id, index) => (
          <Paper key={id} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {index + 1}. {titleOf(id)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('pageReorder.up', { title: titleOf(id) })}
                  onClick={() => swap(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === current.length - 1}
                  aria-label={t('pageReorder.down', { title: titleOf(id) })}
                  onClick={() => swap(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              onApply(current);
              close();
            }}
            data-testid="page-reorder-apply"
          >
            {t('pageReorder.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
