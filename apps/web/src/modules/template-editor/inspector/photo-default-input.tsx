import type { Item } from '@fieldbook/domain/templates';
import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SetOption } from './option-input';
import { useCheckedOption } from './use-checked-option';

/**
 * The photos a photo question starts with, as the web addresses of images (one, or several with
 * "several photos"); an address that is not http(s) is refused with a message (ADR 169).
 */
export function PhotoDefaultInput({ item, set }: { item: Item; set: SetOption }) {
  const { t } = useTranslation('template-editor');
  const { error, write } = useCheckedOption(item, 'default_value', set);
  const value = item.options.default_value;
  return (
    <TagsInput
      label={t('inspector.defaultPhotos')}
      description={t('inspector.defaultPhotosHelp')}
      placeholder="https://"
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={(urls) => write(urls.length > 0 ? urls : undefined)}
      error={error}
      data-testid="option-default_value"
    />
  );
}
