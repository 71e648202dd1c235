import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PermissionRequirement } from '@fieldbook/domain';
import { Can } from '../session/can';

/** A list screen's "New …" button, shown only to people with the permission to create (toolbar and empty state). */
export function CreateButton({
  permission,
  label,
  testId,
  disabled = false,
  onClick,
}: {
  permission: PermissionRequirement;
  label: string;
  testId: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Can permission={permission}>
      <Button
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </Can>
  );
}
