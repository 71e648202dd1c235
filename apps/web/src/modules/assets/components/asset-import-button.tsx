import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkImportWizard } from '../../../shared/bulk-import';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { Can } from '../../../shared/session/can';
import { ASSET_ENDPOINTS } from '../api/assets-api';

/** The assets list's Import button: the bulk import wizard, with the asset type chosen in its first step. */
export function AssetImportButton() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typeId, setTypeId] = useState<string | null>(null);
  return (
    <Can permission="SST_VIEW_ARCHIVED_ASSETS">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUpload size={14} />}
        onClick={() => setOpen(true)}
        data-testid="import-assets"
      >
        {t('common:bulk_import.import_button')}
      </Button>
      <BulkImportWizard
        target="assets"
        targetId={typeId}
        opened={open}
        onClose={() => setOpen(false)}
        onDone={() => void client.invalidateQueries({ queryKey: ['list'] })}
        targetPicker={
          <RemoteSelect
            url={ASSET_ENDPOINTS.typeOptions}
            label={t('assets:fields.type')}
            required
            clearable={false}
            value={typeId ? [typeId] : []}
            onChange={(ids) => setTypeId(ids[0] ?? null)}
            data-testid="bulk-import-type"
          />
        }
      />
    </Can>
  );
}
