import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConductableTemplates } from '../api/inspections-api';
import { useStartInspection } from '../api/use-start-inspection';

/** An asset page's "Start inspection" section: the templates with an asset question, each started for this asset. */
export function AssetInspectionsSection({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const templates = useConductableTemplates(assetId);
  const start = useStartInspection();
  const offered = (templates.data ?? []).filter((template) => template.has_asset_question);
  if (offered.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="asset-inspections">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('inspections:asset.title')}
        </Title>
        {offered.map((template) => (
          <Group key={template.id} justify="space-between" wrap="nowrap">
            <Text size="sm">{template.title}</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              loading={start.isPending && start.variables.templateId === template.id}
              disabled={start.isPending}
              onClick={() => start.mutate({ templateId: template.id, version: template.version, assetId })}
              aria-label={t('inspections:asset.startFor', { title: template.title })}
            >
              {t('inspections:start.submit')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
