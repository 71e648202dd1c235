import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { myWorkspacesQuery, useSwitchWorkspace } from '../api/workspaces-api';
import { CreateWorkspaceForm } from '../components/create-workspace-form';

/** /settings/workspaces: my workspaces with their plan, a switch action, and a form to create one. */
export function WorkspacesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const workspaces = useQuery(myWorkspacesQuery);
  const switcher = useSwitchWorkspace();

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1} fz="h2">
        {t('workspaces:title')}
      </Title>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="workspaces-create">
        <Title order={2} fz="h4" id="workspaces-create">
          {t('workspaces:create.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('workspaces:create.text')}
        </Text>
        <CreateWorkspaceForm autoFocus={params.get('create') === '1'} />
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="workspaces-mine">
        <Title order={2} fz="h4" mb="sm" id="workspaces-mine">
          {t('workspaces:mine')}
        </Title>
        {workspaces.data ? (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('workspaces:columns.name')}</Table.Th>
                <Table.Th>{t('workspaces:columns.plan')}</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">{t('workspaces:columns.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workspaces.data.map((workspace) => (
                <Table.Tr key={workspace.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {workspace.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`common:plans.${workspace.plan}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      {workspace.is_current ? (
                        <Badge color="teal.9" variant="filled">
                          {t('workspaces:current')}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          loading={switcher.isPending && switcher.variables === workspace.id}
                          onClick={() => switcher.mutate(workspace.id)}
                          aria-label={t('workspaces:switchTo', { name: workspace.name })}
                        >
                          {t('workspaces:switch')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <PageLoader />
        )}
      </Paper>
    </Stack>
  );
}
