import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudCheck, IconCloudUpload, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the person's answers are: all on the server ("Synced"), kept on the device while offline ("Saved on this
 * device"), or waiting to be sent while online ("N changes waiting").
 */
export function SyncIndicator({ waiting }: { waiting: number }) {
  const { t } = useTranslation('inspection-runner');
  const { online } = useNetwork();
  const [color, Icon, label] =
    waiting === 0
      ? (['green', IconCloudCheck, t('sync.synced')] as const)
      : !online
        ? (['gray', IconDeviceMobile, t('sync.onDevice')] as const)
        : (['yellow', IconCloudUpload, t('sync.waiting', { count: waiting })] as const);
  return (
    <Badge
      variant="light"
      color={color}
      c="var(--mantine-color-text)"
      tt="none"
      size="lg"
      flex="none"
      leftSection={<Icon size={14} aria-hidden />}
      role="status"
      data-testid="sync-state"
      data-waiting={waiting}
    >
      {label}
    </Badge>
  );
}
