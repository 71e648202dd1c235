import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { inspectionsApi, useInspectionMutation } from '../api/inspections-api';

/**
 * Deletes inspections for good after a confirmation (spec §4: all report data and media): the list's bulk bar and
 * the report both offer it, with their own words.
 */
export function DeleteInspectionsButton({
  ids,
  label,
  title,
  text,
  testId,
  onDeleted,
}: {
  ids: readonly string[];
  label: string;
  title: string;
  text: string;
  testId: string;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useInspectionMutation(inspectionsApi.bulkDelete);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => setConfirming(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate([...ids], {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
      >
        {text}
      </ConfirmDialog>
    </>
  );
}
