import { Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../shared/session/sign-out';
import type { FieldbookModule } from '../module-types';
import { MODULES } from '../modules';

/** Work made on this device that the server has not received, summed over the modules that keep device data. */
export async function unsentOnDevice(modules: readonly FieldbookModule[] = MODULES): Promise<number> {
  const counts = await Promise.all(modules.map((m) => m.deviceData?.unsent() ?? 0));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Deletes what every module keeps on the device, then signs out: the next person on it finds nothing. */
export async function signOutOfDevice(
  modules: readonly FieldbookModule[] = MODULES,
  leave: () => Promise<void> = signOut,
): Promise<void> {
  await Promise.all(modules.map((m) => m.deviceData?.wipe()));
  await leave();
}

/**
 * Sign-out as the menus offer it: at once when everything made on this device has reached the server, otherwise
 * after a warning that names how many changes signing out would delete.
 */
export function useSignOutFlow(
  modules: readonly FieldbookModule[] = MODULES,
  leave: () => Promise<void> = signOut,
): { start(): void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [unsent, setUnsent] = useState(0);
  const out = () => signOutOfDevice(modules, leave);
  const start = () => void unsentOnDevice(modules).then((count) => (count > 0 ? setUnsent(count) : out()));
  const dialog = (
    <Modal
      opened={unsent > 0}
      onClose={() => setUnsent(0)}
      title={t('common:shell.unsentTitle')}
      data-testid="sign-out-unsent"
    >
      <Text size="sm">{t('common:shell.unsentText', { count: unsent })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setUnsent(0)} data-autofocus>
          {t('common:shell.staySignedIn')}
        </Button>
        <Button color="red" onClick={() => void out()}>
          {t('common:shell.signOutAndDelete')}
        </Button>
      </Group>
    </Modal>
  );
  return { start, dialog };
}
