import { RICH_TEXT_FONTS, RICH_TEXT_SIZES } from '@fieldbook/domain/templates';
import { NativeSelect } from '@mantine/core';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { fontName } from './as-html';

/** The toolbar's font family and font size choices (workbench spec §9), following the selection. */
export function FontSelects({ editor }: { editor: Editor }) {
  const { t } = useTranslation('rich-text');
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as { fontFamily?: unknown; fontSize?: unknown };
      return {
        font: fontName(style.fontFamily),
        size: typeof style.fontSize === 'string' ? style.fontSize : '',
      };
    },
  });
  return (
    <>
      <NativeSelect
        size="xs"
        w={150}
        aria-label={t('font')}
        data={[
          { value: '', label: t('defaultFont') },
          ...RICH_TEXT_FONTS.map((f) => ({ value: f, label: f })),
        ]}
        value={current.font}
        onChange={(event) => {
          const font = event.currentTarget.value;
          const chain = editor.chain().focus();
          (font ? chain.setFontFamily(font) : chain.unsetFontFamily()).run();
        }}
        data-testid="rich-text-font"
      />
      <NativeSelect
        size="xs"
        w={130}
        aria-label={t('fontSize')}
        data={[
          { value: '', label: t('defaultSize') },
          ...RICH_TEXT_SIZES.map((s) => ({ value: `${s}px`, label: String(s) })),
        ]}
        value={current.size}
        onChange={(event) => {
          const size = event.currentTarget.value;
          const chain = editor.chain().focus();
          (size ? chain.setFontSize(size) : chain.unsetFontSize()).run();
        }}
        data-testid="rich-text-size"
      />
    </>
  );
}
