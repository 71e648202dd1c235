import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** How long a toast stays (spec §9: 5000 ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Shows a success or error toast; the Notifications host lists the newest on top. */
export function showToast(kind: 'success' | 'error', message: string): void {
  notifications.show({
    color: kind === 'success' ? 'teal' : 'red',
    message,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    // axe: the close button needs a name.
    closeButtonProps: { 'aria-label': i18next.t('common:gen.actions.close') },
  });
}
