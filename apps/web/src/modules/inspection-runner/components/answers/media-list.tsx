import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MediaRef } from '../../local/runner-db';
import type { LoadedRunner } from '../../use-runner';

interface Props {
  target: { item_id: string; instance: number };
  media: readonly MediaRef[];
  runner: Pick<LoadedRunner, 'record'>;
}

/** The files an answer holds by name, each with a big remove button. */
export function MediaList({ target, media, runner }: Props) {
  const { t } = useTranslation('inspection-runner');
  if (media.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`runner-media-${target.item_id}`}>
      {media.map((m) => (
        <Group key={m.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" truncate="end">
            {m.name}
          </Text>
          <ActionIcon
            size="xl"
            variant="subtle"
            color="red"
            aria-label={t('removeMedia', { name: m.name })}
            onClick={() =>
              runner.record({
                kind: 'media',
                ...target,
                file_ids: media.filter((x) => x.id !== m.id).map((x) => x.id),
              })
            }
          >
            <IconX size={20} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
