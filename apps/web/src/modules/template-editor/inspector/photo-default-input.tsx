import { fileDownloadPathSchema } from '@fieldbook/domain/file-manager/file-manager.schema';
import type { Item } from '@fieldbook/domain/templates';
import { ActionIcon, Button, Center, Group, Image, Input, Stack, TagsInput } from '@mantine/core';
import { IconPhoto, IconPhotoOff, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePickerModal } from '../../file-manager/components/image-picker-modal';
import type { SetOption } from './option-input';
import { useCheckedOption } from './use-checked-option';

const fromFiles = (url: string) => fileDownloadPathSchema.safeParse(url).success;

/**
 * The photos a photo question starts with (one, or several with "several photos"): images chosen from
 * the organisation's file manager, shown as thumbnails, and typed web addresses (ADR 169, ADR 172).
 */
export function PhotoDefaultInput({ item, set }: { item: Item; set: SetOption }) {
  const { t } = useTranslation('template-editor');
  const labelId = useId();
  const { error, write } = useCheckedOption(item, 'default_value', set);
  const [picking, setPicking] = useState(false);
  const value = item.options.default_value;
  const photos = Array.isArray(value) ? value.map(String) : [];
  const files = photos.filter(fromFiles);
  const addresses = photos.filter((url) => !fromFiles(url));
  const multiple = item.options.multi_photo === true;
  const save = (next: string[]) => write(next.length > 0 ? next : undefined);
  return (
    <Input.Wrapper
      label={t('inspector.defaultPhotos')}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={t('inspector.defaultPhotosHelp')}
      error={error}
    >
      <Stack gap={6} mt={4} role="group" aria-labelledby={labelId}>
        {files.length > 0 && (
          <Group gap={6} data-testid="photo-default-files">
            {files.map((url, index) => (
              <FileThumb
                key={url}
                url={url}
                alt={t('inspector.defaultPhoto', { index: index + 1 })}
                missingLabel={t('inspector.photoMissing', { index: index + 1 })}
                removeLabel={t('inspector.removePhoto', { index: index + 1 })}
                onRemove={() => save(photos.filter((photo) => photo !== url))}
              />
            ))}
          </Group>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setPicking(true)}
            data-testid="photo-default-pick"
          >
            {t('inspector.pickPhotos')}
          </Button>
        </Group>
        <TagsInput
          aria-label={t('inspector.photoAddresses')}
          placeholder="https://"
          value={addresses}
          onChange={(urls) => save([...files, ...urls])}
          data-testid="option-default_value"
        />
      </Stack>
      {picking && (
        <ImagePickerModal
          multiple={multiple}
          onPick={(urls) => save(multiple ? [...new Set([...photos, ...urls])] : urls)}
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}

/**
 * A chosen file as a small thumbnail with a button that removes it; a file deleted from the file manager
 * since shows a crossed-out photo saying so, rather than a broken image.
 */
function FileThumb(props: {
  url: string;
  alt: string;
  missingLabel: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  const [missing, setMissing] = useState(false);
  return (
    <div style={{ position: 'relative' }}>
      {missing ? (
        <Center
          w={56}
          h={56}
          role="img"
          aria-label={props.missingLabel}
          title={props.missingLabel}
          data-testid="photo-default-missing"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px dashed var(--mantine-color-default-border)',
          }}
        >
          <IconPhotoOff size={22} aria-hidden color="var(--mantine-color-dimmed)" />
        </Center>
      ) : (
        <Image
          src={props.url}
          alt={props.alt}
          w={56}
          h={56}
          fit="cover"
          radius="sm"
          onError={() => setMissing(true)}
        />
      )}
      <ActionIcon
        size="xs"
        radius="xl"
        variant="default"
        aria-label={props.removeLabel}
        onClick={props.onRemove}
        style={{ position: 'absolute', top: -6, right: -6 }}
      >
        <IconX size={12} aria-hidden />
      </ActionIcon>
    </div>
  );
}
