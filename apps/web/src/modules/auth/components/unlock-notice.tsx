import { Alert } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useUnlockSignIn } from '../api/auth-api';
import { FormError } from './form-error';

/**
 * Sends the token of the mailed unlock link once (ADR 189) and shows the server's answer: the owner can
 * sign in again, or the link is invalid or expired.
 */
export function UnlockNotice({ email, token }: { email: string; token: string }) {
  const unlock = useUnlockSignIn();
  const sent = useRef(false);
  const { mutate } = unlock;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ email, token });
  }, [email, token, mutate]);
  if (unlock.error) return <FormError error={unlock.error} />;
  if (!unlock.data) return null;
  return (
    <Alert color="green" variant="light" icon={<IconLockOpen size={18} aria-hidden="true" />} role="status">
      {unlock.data.message}
    </Alert>
  );
}
