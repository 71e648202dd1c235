import type { OpConflict, TemplateDocument } from '@fieldbook/domain/templates';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { itemById } from '../store/editor-store';

/** Which dialog a refusal opens: the nesting alert, the dependency-conflict dialog or the not-allowed message. */
export function refusalKind(conflicts: readonly OpConflict[]): 'nesting' | 'dependency' | 'notAllowed' {
  if (conflicts.some((c) => c.code === 'nesting_not_allowed')) return 'nesting';
  if (conflicts.some((c) => c.code === 'reference')) return 'dependency';
  return 'notAllowed';
}

/** Explains why an edit was not applied (spec §5, §8); nothing changed in the template. */
export function RefusalModal({
  conflicts,
  doc,
  onClose,
}: {
  conflicts: readonly OpConflict[] | null;
  doc: TemplateDocument;
  onClose(): void;
}) {
  const { t } = useTranslation('template-editor');
  const kind = conflicts ? refusalKind(conflicts) : 'notAllowed';
  const titleOf = (id: string | null) => {
    const item = id ? itemById(doc, id) : undefined;
    return item ? item.title || t(`types.${item.type}`) : t('refusal.deletedItem');
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={conflicts !== null}
      onClose={onClose}
      title={t(`refusal.${kind}Title`)}
      centered
    >
      <Stack data-testid={`refusal-${kind}`}>
        {kind === 'dependency' ? (
          <>
            <Text size="sm">{t('refusal.dependencyText')}</Text>
            <List size="sm">
              {(conflicts ?? []).map((c, i) =>
                c.code === 'reference' ? (
                  <List.Item key={i}>
                    {t(`refusal.reference.${c.reason}`, {
                      holder: titleOf(c.item_id),
                      target: titleOf(c.reference_id),
                      kind: t(`refusal.kinds.${c.kind}`),
                    })}
                  </List.Item>
                ) : null,
              )}
            </List>
          </>
        ) : (
          <Text size="sm">
            {kind === 'nesting'
              ? t('refusal.nesting')
              : t(`refusal.codes.${conflicts?.[0]?.code ?? 'not_found'}`)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="refusal-ok">
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
