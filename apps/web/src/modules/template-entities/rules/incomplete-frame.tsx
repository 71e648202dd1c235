import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncompletePart } from './rule-checks';

/** What is missing in which condition or action (by id), once the author tried to save. */
export type IncompleteMap = ReadonlyMap<string, IncompletePart['missing']>;

/** Marks one unfinished condition or action row: a red edge and what it still needs (ADR 191). */
export function IncompleteFrame({
  missing,
  children,
}: {
  missing?: IncompletePart['missing'];
  children: ReactNode;
}) {
  const { t } = useTranslation('template-entities');
  if (!missing) return children;
  return (
    <Stack
      gap={2}
      data-incomplete={missing}
      style={{ borderInlineStart: '3px solid var(--mantine-color-error)', paddingInlineStart: 8 }}
    >
      {children}
      <Text size="xs" c="var(--mantine-color-error)">
        {t(`rules.incomplete.${missing}`)}
      </Text>
    </Stack>
  );
}
