import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../shared/api/api-error';

/** Shows a failed call's server message above a form (for calls whose errors the page handles itself). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = isApiError(error) ? error.body.message : String(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  );
}
