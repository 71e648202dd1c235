import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { asHtml } from './as-html';
import { sanitiseRichText } from './sanitise-html';

/** Stored rich text shown as formatted text, always through the sanitiser (ADR 165). */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitiseRichText(asHtml(html)), [html]);
  return <Typography fz="sm" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
