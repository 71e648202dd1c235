import '@mantine/tiptap/styles.css';
import { RICH_TEXT_MAX_LENGTH } from '@fieldbook/domain/templates';
import { Input, rem } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asHtml } from './as-html';
import { TextStyleControl } from './text-style-control';

/** What a rich-text field takes: the stored HTML and where an edit goes. */
export interface RichTextFieldProps {
  label: string;
  value: string;
  /** Called with the new HTML ('' when emptied); never with more than the stored maximum. */
  onChange: (html: string) => void;
  /** A problem the owner found with the value (required, ...), shown under the field. */
  error?: string;
  testId?: string;
}

/** Only what the toolbar offers, so the HTML holds only what the sanitiser keeps (ADR 165). */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  Link.configure({ openOnClick: false }),
  TextStyle,
  FontFamily,
  FontSize,
];

/** The rich-text field (ADR 164): Mantine's Tiptap editor with the spec's toolbar; loaded on demand. */
export function RichTextEditorField({ label, value, onChange, error, testId }: RichTextFieldProps) {
  const { t } = useTranslation('rich-text');
  const labelId = useId();
  const [tooLong, setTooLong] = useState(false);
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: asHtml(value),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      const over = html.length > RICH_TEXT_MAX_LENGTH;
      setTooLong(over);
      if (over) return;
      emitted.current = html;
      onChange(html);
    },
  });

  // An outside change (undo, another editor) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(asHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const problem = tooLong ? t('tooLong', { max: RICH_TEXT_MAX_LENGTH }) : error;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={problem}
      data-testid={testId}
    >
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('bold'),
          italicControlLabel: t('italic'),
          underlineControlLabel: t('underline'),
          strikeControlLabel: t('strike'),
          bulletListControlLabel: t('bulletList'),
          orderedListControlLabel: t('orderedList'),
          linkControlLabel: t('link'),
          unlinkControlLabel: t('unlink'),
          linkEditorInputLabel: t('linkUrl'),
          linkEditorInputPlaceholder: t('linkPlaceholder'),
          linkEditorExternalLink: t('linkNewTab'),
          linkEditorInternalLink: t('linkSameTab'),
          linkEditorSave: t('linkSave'),
        }}
      >
        {/* Tighter than Mantine's spacing so the nine controls keep one row in the 320 px inspector. */}
        <RichTextEditor.Toolbar aria-label={t('toolbar')} role="toolbar" px={8} style={{ gap: rem(6) }}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {editor && <TextStyleControl editor={editor} />}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
