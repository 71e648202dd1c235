import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { MenuIcon } from '../../../app/module-types';

/** One figure of the overview: a label, a whole number and an icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
  color,
}: {
  label: string;
  value: number;
  icon: MenuIcon;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={30} fw={700} lh={1.2}>
            {new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(value)}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden="true">
          <Icon size={22} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
