import { RICH_TEXT_FONTS, RICH_TEXT_SIZES } from '@fieldbook/domain/templates';
import { NativeSelect } from '@mantine/core';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { fontName } from './as-html';

/**
 * The font family and font size choices (workbench spec §9), following the selection. A change applies
 * to the selection without taking focus back, so a keyboard user can set both before leaving.
 */
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
        label={t('font')}
        defaultLabel={t('defaultFont')}
        options={RICH_TEXT_FONTS.map((f) => ({ value: f, label: f }))}
        value={current.font}
        apply={(font) => {
          const chain = editor.chain();
          (font ? chain.setFontFamily(font) : chain.unsetFontFamily()).run();
        }}
        testId="rich-text-font"
      />
      <StyleSelect
        label={t('fontSize')}
        defaultLabel={t('defaultSize')}
        options={RICH_TEXT_SIZES.map((s) => ({ value: `${s}px`, label: String(s) }))}
        value={current.size}
        apply={(size) => {
          const chain = editor.chain();
          (size ? chain.setFontSize(size) : chain.unsetFontSize()).run();
        }}
        testId="rich-text-size"
      />
    </>
  );
}

/** One labelled choice with a "default" entry that removes the style (empty value). */
function StyleSelect(props: {
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
      label={props.label}
      data={[{ value: '', label: props.defaultLabel }, ...props.options]}
      value={props.value}
      onChange={(event) => props.apply(event.currentTarget.value)}
      // Escape closes the surrounding text-style popover, not the dialog the editor may sit in.
      data-mantine-stop-propagation="true"
      data-testid={props.testId}
    />
  );
}
