import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { MANAGE_INSPECTIONS } from '../../inspections/inspection-permissions';
import { ShareDialog } from './share-dialog';

/** "Share" for those the server lets share (ADR 201): inspection managers and the inspection's conductor. */
export function ShareButton({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session.allows(MANAGE_INSPECTIONS) && session.user?.id !== inspection.conducted_by.id) return null;
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
