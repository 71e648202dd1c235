import type { ConductAccess } from '@fieldbook/domain';
import { Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { inspectionsApi, useSaveConductAccess } from '../api/inspections-api';

/** What PUT conduct-access receives: "every member" drops the chosen people, which would otherwise linger unseen. */
export function conductAccessBody(access: ConductAccess): ConductAccess {
  return access.everyone ? { everyone: true, user_ids: [], group_ids: [] } : access;
}

function ConductAccessForm({
  templateId,
  initial,
  onClose,
}: {
  templateId: string;
  initial: ConductAccess;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [access, setAccess] = useState(initial);
  const save = useSaveConductAccess(templateId);
  return (
    <FormModal
      title={t('inspections:access.title')}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => save.mutate(conductAccessBody(access), { onSuccess: onClose })}
    >
      <Stack gap="sm">
        <Switch
          label={t('inspections:access.everyone')}
          checked={access.everyone}
          onChange={(event) => setAccess({ ...access, everyone: event.currentTarget.checked })}
          data-testid="access-everyone"
        />
        {access.everyone ? (
          <Text size="sm" c="dimmed">
            {t('inspections:access.everyoneHint')}
          </Text>
        ) : (
          <>
            <RemoteSelect
              url="/user/search"
              multiple
              label={t('inspections:access.users')}
              value={access.user_ids}
              onChange={(userIds) => setAccess({ ...access, user_ids: userIds })}
              data-testid="access-users"
            />
            <RemoteSelect
              url="/user/group/all"
              multiple
              label={t('inspections:access.groups')}
              value={access.group_ids}
              onChange={(groupIds) => setAccess({ ...access, group_ids: groupIds })}
              data-testid="access-groups"
            />
          </>
        )}
      </Stack>
    </FormModal>
  );
}

/** "Who can conduct" a template: every member, or the chosen people and groups (GET/PUT conduct-access). */
export function ConductAccessDialog({ templateId, onClose }: { templateId: string; onClose: () => void }) {
  const access = useQuery({
    queryKey: ['inspections', 'conduct-access', templateId],
    queryFn: () => inspectionsApi.conductAccess(templateId),
    gcTime: 0,
  });
  const { t } = useTranslation();
  if (!access.data)
    return (
      <Modal opened onClose={onClose} title={t('inspections:access.title')} centered>
        <Loader size="sm" />
      </Modal>
    );
  return <ConductAccessForm templateId={templateId} initial={access.data} onClose={onClose} />;
}
