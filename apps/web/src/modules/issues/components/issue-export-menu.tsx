import { ISSUE_EXPORT_FORMATS } from '@fieldbook/domain';
import { Anchor, Button, Group, Menu, Progress, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { issueExportUrl, useIssueExport, type IssueExportScope } from '../api/issue-export-api';

/**
 * The issue list's Export menu (issue 21 item 6): CSV, Excel, or a ZIP with the media, of the list's filter or
 * the selection; shows the job's progress, then a link to the file.
 */
export function IssueExportMenu({
  scope,
  testId = 'issue-export',
}: {
  scope: IssueExportScope;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { state, start } = useIssueExport();
  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            rightSection={<IconChevronDown size={14} />}
            loading={state.phase === 'running'}
            data-testid={testId}
          >
            {t('issues:export.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ISSUE_EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => start(format, scope)} data-testid={`${testId}-${format}`}>
              {t(`issues:export.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {state.phase === 'running' && (
        <Progress
          value={state.progress}
          w={120}
          aria-label={t('issues:export.progress', { progress: state.progress })}
          data-testid={`${testId}-progress`}
        />
      )}
      {state.phase === 'ready' && (
        <Anchor
          href={issueExportUrl(state.file.file_id)}
          download
          size="sm"
          data-testid={`${testId}-download`}
        >
          {t('issues:export.download', { name: state.file.name })}
        </Anchor>
      )}
      {state.phase === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {t('issues:export.failed')}
        </Text>
      )}
    </Group>
  );
}
