import type { FolderCrumb } from '@fieldbook/domain';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The path from "All files" down to the open folder; every step but the last opens its folder. */
export function FolderBreadcrumb({
  path,
  onOpen,
}: {
  path: readonly FolderCrumb[];
  onOpen: (folderId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs separatorMargin={4} data-testid="breadcrumb">
      <Anchor component="button" type="button" size="sm" onClick={() => onOpen(null)}>
        {t('file-manager:root')}
      </Anchor>
      {path.map((crumb, index) =>
        index === path.length - 1 ? (
          <Text key={crumb.id} size="sm" fw={600} aria-current="page">
            {crumb.name}
          </Text>
        ) : (
          <Anchor key={crumb.id} component="button" type="button" size="sm" onClick={() => onOpen(crumb.id)}>
            {crumb.name}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
