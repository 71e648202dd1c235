import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkImportWizard } from '../../../shared/bulk-import';

/** The list-items page's Import button: the bulk import wizard for this global list's items. */
export function ListItemsImportButton({ listId, disabled }: { listId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUpload size={14} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="import-items"
      >
        {t('common:bulk_import.import_button')}
      </Button>
      <BulkImportWizard
        target="global-list-items"
        targetId={listId}
        opened={open}
        onClose={() => setOpen(false)}
        onDone={() => void client.invalidateQueries({ queryKey: ['list'] })}
      />
    </>
  );
}
