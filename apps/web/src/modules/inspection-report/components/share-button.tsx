import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button } from '@mantine/core';
import { IconMail, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { MANAGE_INSPECTIONS } from '../../inspections/inspection-permissions';
import { EmailDialog } from './email-dialog';
import { ShareDialog } from './share-dialog';

/** Whether the server lets this member share the report (ADR 201): inspection managers and the conductor. */
function useMayShare(inspection: InspectionDetail): boolean {
  const session = useSession();
  return session.allows(MANAGE_INSPECTIONS) || session.user?.id === inspection.conducted_by.id;
}

/** "Share" for those the server lets share (ADR 201): inspection managers and the inspection's conductor. */
export function ShareButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const [open, setOpen] = useState(false);
  if (!useMayShare(inspection)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconShare size={14} />}
        onClick={() => setOpen(true)}
        data-testid="report-share"
      >
        {t('share.button')}
      </Button>
      {open && <ShareDialog inspectionId={inspection.id} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Send by e-mail" for the same people: mailing the PDF outside the workspace is sharing it (ADR 206). */
export function EmailButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const [open, setOpen] = useState(false);
  if (!useMayShare(inspection)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMail size={14} />}
        onClick={() => setOpen(true)}
        data-testid="report-email"
      >
        {t('email.open')}
      </Button>
      {open && <EmailDialog inspectionId={inspection.id} onClose={() => setOpen(false)} />}
    </>
  );
}
