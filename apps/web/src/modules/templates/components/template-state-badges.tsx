import type { TemplateListRow } from '@fieldbook/domain/templates';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Which state badges a template row shows: draft or published, unpublished changes, hidden, archived. */
export function templateBadges(row: TemplateListRow): { key: string; color: string }[] {
  return [
    row.status === 'published' ? { key: 'published', color: 'teal' } : { key: 'draft', color: 'gray' },
    ...(row.status === 'published' && row.has_draft ? [{ key: 'changes', color: 'yellow' }] : []),
    ...(row.hidden ? [{ key: 'hidden', color: 'violet' }] : []),
    ...(row.archived ? [{ key: 'archived', color: 'red' }] : []),
  ];
}

/** Long labels ("Modifications non publiées") wrap inside the badge instead of being cut off with an ellipsis. */
const WRAPPING = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

/** The state of a template as badges; labels use the text colour so they keep 4.5:1 contrast. */
export function TemplateStateBadges({ row }: { row: TemplateListRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {templateBadges(row).map((badge) => (
        <Badge
          key={badge.key}
          color={badge.color}
          variant="light"
          c="var(--mantine-color-text)"
          styles={WRAPPING}
          py={2}
        >
          {t(`templates:state.${badge.key}`)}
        </Badge>
      ))}
    </Group>
  );
}
