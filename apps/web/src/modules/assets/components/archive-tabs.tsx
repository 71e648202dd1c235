import type { PermissionRequirement } from '@fieldbook/domain';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/use-session';

/** Tabs between a list and its archive; the archive tab shows only with its permission (spec §2 routes). */
export function ArchiveTabs({
  active,
  listPath,
  archivePath,
  archivePermission,
}: {
  active: 'list' | 'archive';
  listPath: string;
  archivePath: string;
  archivePermission: PermissionRequirement;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session.allows(archivePermission)) return null;
  return (
    <Tabs
      value={active}
      onChange={(tab) => void navigate(tab === 'archive' ? archivePath : listPath)}
      data-testid="archive-tabs"
    >
      <Tabs.List>
        <Tabs.Tab value="list">{t('assets:tabs.active')}</Tabs.Tab>
        <Tabs.Tab value="archive">{t('assets:tabs.archive')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
