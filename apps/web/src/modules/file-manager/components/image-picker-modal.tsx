import {
  FILE_SEARCH_MAX_LENGTH,
  fileDownloadUrl,
  type FileEntry,
} from '@fieldbook/domain/file-manager/file-manager.schema';
import {
  Button,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolder, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { useFileSearch, useFolderContents } from '../api/file-manager-api';
import { FolderBreadcrumb } from './folder-breadcrumb';

const isImage = (entry: FileEntry) => entry.kind === 'file' && !!entry.content_type?.startsWith('image/');

/** How long typing must pause before the picker searches every folder. */
const SEARCH_PAUSE_MS = 250;

/**
 * Lets another screen pick images of the organisation's file manager (a photo question's default photos,
 * ADR 172): browse the folders, or search every folder by name (ADR 178), and choose one or several.
 * Answers download paths.
 */
export function ImagePickerModal({
  multiple,
  onPick,
  onClose,
}: {
  multiple: boolean;
  onPick: (urls: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const [searched] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const contents = useFolderContents(folderId);
  const found = useFileSearch(searched);
  const searching = searched !== '';
  const shown = searching ? found : contents;
  const entries = shown.data?.entries ?? [];
  const folders = entries.filter((entry) => entry.kind === 'folder');
  const images = entries.filter(isImage);

  const open = (id: string | null) => {
    setFolderId(id);
    setSearch('');
  };
  const toggle = (url: string) => {
    setMissing(false);
    setChosen((list) =>
      list.includes(url) ? list.filter((u) => u !== url) : multiple ? [...list, url] : [url],
    );
  };

  return (
    <FormModal
      size="lg"
      title={t(multiple ? 'file-manager:picker.titleMany' : 'file-manager:picker.titleOne')}
      busy={false}
      submitLabel={
        chosen.length > 0
          ? t('file-manager:picker.choose', { count: chosen.length })
          : t(multiple ? 'file-manager:picker.useMany' : 'file-manager:picker.useOne')
      }
      onSubmit={() => {
        if (chosen.length === 0) return setMissing(true);
        onPick(chosen);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack gap="sm">
        {!searching && <FolderBreadcrumb path={contents.data?.path ?? []} onOpen={open} />}
        <TextInput
          label={t('file-manager:picker.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={FILE_SEARCH_MAX_LENGTH}
          data-autofocus
          data-testid="image-picker-search"
        />
        {shown.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : (
          <>
            {folders.length > 0 && (
              <Group gap="xs">
                {folders.map((folder) => (
                  <Button
                    key={folder.id}
                    variant="default"
                    size="xs"
                    leftSection={<IconFolder size={14} aria-hidden />}
                    onClick={() => open(folder.id)}
                  >
                    {folder.name}
                  </Button>
                ))}
              </Group>
            )}
            {images.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="image-picker-empty">
                {t(searching ? 'file-manager:picker.noMatch' : 'file-manager:picker.empty')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
                {images.map((image) => {
                  const url = fileDownloadUrl(image.id);
                  return (
                    <ImageChoice
                      key={image.id}
                      name={image.name}
                      url={url}
                      chosen={chosen.includes(url)}
                      onToggle={() => toggle(url)}
                    />
                  );
                })}
              </SimpleGrid>
            )}
          </>
        )}
        {missing && (
          <Text size="sm" c="red" role="alert">
            {t('file-manager:picker.none')}
          </Text>
        )}
      </Stack>
    </FormModal>
  );
}

/** One image as a toggle button: its thumbnail and name, outlined while chosen. */
function ImageChoice(props: { name: string; url: string; chosen: boolean; onToggle: () => void }) {
  return (
    <UnstyledButton
      aria-pressed={props.chosen}
      onClick={props.onToggle}
      p={4}
      data-testid={`image-choice-${props.name}`}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
        outline: props.chosen ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -1,
        background: props.chosen ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Image src={props.url} alt="" h={72} fit="cover" radius="xs" />
      <Text size="xs" mt={4} truncate>
        {props.name}
      </Text>
    </UnstyledButton>
  );
}
