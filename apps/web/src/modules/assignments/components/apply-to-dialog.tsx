import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks whether an edited schedule applies from the next occurrence or to the current one too (issue 22). */
export function ApplyToDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: (applyTo: 'next' | 'current') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<'next' | 'current'>('next');
  return (
    <Modal opened onClose={onClose} title={t('assignments:applyTo.title')} centered>
      <Stack gap="sm" data-testid="apply-to-dialog">
        <Text size="sm">{t('assignments:applyTo.question')}</Text>
        <Radio.Group value={choice} onChange={(v) => setChoice(v as 'next' | 'current')}>
          <Stack gap="xs">
            <Radio value="next" label={t('assignments:applyTo.next')} data-testid="apply-to-next" />
            <Radio value="current" label={t('assignments:applyTo.current')} data-testid="apply-to-current" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onConfirm(choice)} data-testid="apply-to-save">
            {t('common:gen.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
