import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-editor';

export type { RichTextFieldProps } from './rich-text-editor';

const EditorField = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditorField })),
);
const View = lazy(() => import('./rich-text-view').then((m) => ({ default: m.RichTextView })));

/**
 * The rich-text field, fetched when first shown: Tiptap and ProseMirror stay out of the screens that
 * never edit rich text, and out of the template editor's first load (ADR 164).
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div">
          <Skeleton h={120} />
        </Input.Wrapper>
      }
    >
      <EditorField {...props} />
    </Suspense>
  );
}

/** Stored rich text shown sanitised; the sanitiser is fetched with it, so it too stays off first loads. */
export function RichTextView(props: { html: string; testId?: string }) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
