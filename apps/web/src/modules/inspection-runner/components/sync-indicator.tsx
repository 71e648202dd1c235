import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudCheck, IconCloudUpload, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the person's answers are: all on the server ("Synced"), waiting to be sent while online ("N changes
 * waiting"), or kept on the device while offline ("Saved on this device").
 */
export function SyncIndicator({ waiting }: { waiting: number }) {
  const { t } = useTranslation('inspection-runner');
  const { online } = useNetwork();
  if (waiting === 0)
    return (
      <Badge
        variant="light"
        color="green"
        leftSection={<IconCloudCheck size={14} />}
        data-testid="sync-state"
      >
        {t('sync.synced')}
      </Badge>
    );
  if (!online)
    return (
      <Badge
        variant="light"
        color="gray"
        leftSection={<IconDeviceMobile size={14} />}
        data-testid="sync-state"
      >
        {t('sync.onDevice')}
      </Badge>
    );
  return (
    <Badge
      variant="light"
      color="yellow"
      leftSection={<IconCloudUpload size={14} />}
      data-testid="sync-state"
    >
      {t('sync.waiting', { count: waiting })}
    </Badge>
  );
}
