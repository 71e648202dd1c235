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
      <StyleSelect
        width={150}
        label={t('font')}
        defaultLabel={t('defaultFont')}
        options={RICH_TEXT_FONTS.map((f) => ({ value: f, label: f }))}
        value={current.font}
        apply={(font) => {
          const chain = editor.chain().focus();
          (font ? chain.setFontFamily(font) : chain.unsetFontFamily()).run();
        }}
        testId="rich-text-font"
      />
      <StyleSelect
        width={130}
        label={t('fontSize')}
        defaultLabel={t('defaultSize')}
        options={RICH_TEXT_SIZES.map((s) => ({ value: `${s}px`, label: String(s) }))}
        value={current.size}
        apply={(size) => {
          const chain = editor.chain().focus();
          (size ? chain.setFontSize(size) : chain.unsetFontSize()).run();
        }}
        testId="rich-text-size"
      />
    </>
  );
}

/** One toolbar choice with a "default" entry that removes the style (empty value). */
function StyleSelect(props: {
  width: number;
  label: string;
  defaultLabel: string;
  options: { value: string; label: string }[];
  value: string;
  apply: (value: string) => void;
  testId: string;
}) {
  return (
    <NativeSelect
      size="xs"
      w={props.width}
      aria-label={props.label}
      data={[{ value: '', label: props.defaultLabel }, ...props.options]}
      value={props.value}
      onChange={(event) => props.apply(event.currentTarget.value)}
      data-testid={props.testId}
    />
  );
}
