import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { AssetSelect } from '../../assets/components/asset-select';
import { useConductableTemplates } from '../api/inspections-api';
import { useStartInspection } from '../api/use-start-inspection';

/**
 * "Start inspection": a template the user may conduct and, optionally, the asset it is about; Start opens the
 * new inspection in the runner. The template list opens it with its row's template chosen.
 */
export function StartInspectionDialog({
  initialTemplateId = null,
  onClose,
}: {
  initialTemplateId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const templates = useConductableTemplates();
  const start = useStartInspection();
  const [templateId, setTemplateId] = useState<string | null>(initialTemplateId);
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const chosen = templates.data?.find((template) => template.id === templateId);
  return (
    <FormModal
      title={t('inspections:start.title')}
      submitLabel={t('inspections:start.submit')}
      busy={start.isPending}
      onClose={onClose}
      onSubmit={() => {
        if (chosen)
          start.mutate({ templateId: chosen.id, version: chosen.version, assetId: assetIds[0] ?? null });
        else setMissing(true);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('inspections:fields.template')}
          required
          searchable
          data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.title }))}
          value={templateId}
          onChange={(next) => {
            setTemplateId(next);
            setMissing(false);
          }}
          error={missing ? t('common:gen.validations.required') : null}
          nothingFoundMessage={t('inspections:start.noTemplates')}
          comboboxProps={{ withinPortal: true }}
          data-testid="start-template"
        />
        <AssetSelect
          label={t('inspections:fields.asset')}
          value={assetIds}
          onChange={setAssetIds}
          data-testid="start-asset"
        />
        {chosen?.has_asset_question && (
          <Text size="xs" c="dimmed">
            {t('inspections:start.assetHint')}
          </Text>
        )}
      </Stack>
    </FormModal>
  );
}
