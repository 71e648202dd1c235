import { Button, Popover, rem, Stack } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconClearFormatting, IconTypography } from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FontSelects } from './font-selects';

/**
 * Font, size and clear formatting behind one toolbar control, so the toolbar keeps one row in the
 * narrow inspector (ADR 173). Shown active while the selection has a font or size of its own.
 */
export function TextStyleControl({ editor }: { editor: Editor }) {
  const { t } = useTranslation('rich-text');
  const [opened, setOpened] = useState(false);
  const styled = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as { fontFamily?: unknown; fontSize?: unknown };
      return Boolean(style.fontFamily || style.fontSize);
    },
  });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      position="bottom-end"
      shadow="md"
      width={260}
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t('textStyle')}
          title={t('textStyle')}
          active={styled}
          onClick={() => setOpened((open) => !open)}
          data-testid="rich-text-style"
        >
          <IconTypography style={{ width: rem(16), height: rem(16) }} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <FontSelects editor={editor} />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconClearFormatting size={14} />}
            data-mantine-stop-propagation="true"
            onClick={() => {
              setOpened(false);
              editor.chain().focus().unsetAllMarks().run();
            }}
          >
            {t('clearFormatting')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
