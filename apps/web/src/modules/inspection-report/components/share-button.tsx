import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button } from '@mantine/core';
import { IconMail, IconShare } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { MANAGE_INSPECTIONS } from '../../inspections/inspection-permissions';
import { EmailDialog } from './email-dialog';
import { ShareDialog } from './share-dialog';

/** A report button that opens its dialog, shown only to those the server lets share the report (ADR 201). */
function SharingButton(props: {
  inspection: InspectionDetail;
  icon: ReactNode;
  label: string;
  testId: string;
  dialog: (onClose: () => void) => ReactNode;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const mayShare =
    session.allows(MANAGE_INSPECTIONS) || session.user?.id === props.inspection.conducted_by.id;
  if (!mayShare) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={props.icon}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      {open && props.dialog(() => setOpen(false))}
    </>
  );
}

/** "Share" for those the server lets share (ADR 201): inspection managers and the inspection's conductor. */
export function ShareButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  return (
    <SharingButton
      inspection={inspection}
      icon={<IconShare size={14} />}
      label={t('share.button')}
      testId="report-share"
      dialog={(onClose) => <ShareDialog inspectionId={inspection.id} onClose={onClose} />}
    />
  );
}

/** "Send by e-mail" for the same people: mailing the PDF outside the workspace is sharing it (ADR 206). */
export function EmailButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  return (
    <SharingButton
      inspection={inspection}
      icon={<IconMail size={14} />}
      label={t('email.open')}
      testId="report-email"
      dialog={(onClose) => <EmailDialog inspectionId={inspection.id} onClose={onClose} />}
    />
  );
}
