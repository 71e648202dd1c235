import { REPORT_IMAGE_TYPES, reportSettingsImageUrl } from '@fieldbook/domain';
import { ActionIcon, Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconFolder, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { ImagePickerModal } from '../../file-manager/components/image-picker-modal';
import { copyFileManagerImage, uploadReportImage } from '../api/report-settings-api';

/** The file-manager entry id inside a download path the image picker answers. */
const entryIdOf = (url: string) => /\/files\/([0-9a-f-]{36})\/download$/i.exec(url)?.[1] ?? null;

/** The server's reason for a refused image (its 422 field message), else a general one. */
const refusal = (error: unknown, fallback: string) =>
  isApiError(error) ? (Object.values(error.fieldErrors)[0] ?? error.message) : fallback;

/**
 * A layout's logo or cover image: a thumbnail, and an upload or a choice from the file manager (copied into an
 * image of the layout's own, ADR 202). The value is an uploaded-file id the server checks.
 */
export function LayoutImageInput(props: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  readOnly: boolean;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('report-settings');
  const session = useSession();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const take = (work: Promise<string>) => {
    setBusy(true);
    setFailure(null);
    work
      .then(props.onChange)
      .catch((error: unknown) => setFailure(refusal(error, t('imageFailed'))))
      .finally(() => setBusy(false));
  };
  return (
    <Input.Wrapper
      label={props.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={failure ?? props.error}
    >
      <Group gap="sm" mt={4} role="group" aria-labelledby={labelId} data-testid={props.testId}>
        {props.value ? (
          <div style={{ position: 'relative' }}>
            <Image
              src={reportSettingsImageUrl(props.value)}
              alt={props.label}
              h={64}
              w="auto"
              maw={200}
              fit="contain"
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
            {!props.readOnly && (
              <ActionIcon
                size="xs"
                radius="xl"
                variant="default"
                aria-label={t('removeImage', { label: props.label })}
                onClick={() => props.onChange(null)}
                style={{ position: 'absolute', top: -6, right: -6 }}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noImage')}
          </Text>
        )}
        {!props.readOnly && (
          <>
            <FileButton
              accept={REPORT_IMAGE_TYPES.join(',')}
              onChange={(file) => file && take(uploadReportImage(file))}
            >
              {(button) => (
                <Button
                  {...button}
                  variant="light"
                  size="xs"
                  loading={busy}
                  leftSection={<IconUpload size={14} aria-hidden />}
                  data-testid={`${props.testId}-upload`}
                >
                  {t('upload')}
                </Button>
              )}
            </FileButton>
            {session.allows('RES_MANAGE_FILE_MANAGER') && (
              <Button
                variant="subtle"
                size="xs"
                disabled={busy}
                leftSection={<IconFolder size={14} aria-hidden />}
                onClick={() => setPicking(true)}
                data-testid={`${props.testId}-pick`}
              >
                {t('fromFiles')}
              </Button>
            )}
          </>
        )}
      </Group>
      {picking && (
        <ImagePickerModal
          multiple={false}
          onPick={([url]) => {
            const id = url ? entryIdOf(url) : null;
            if (id) take(copyFileManagerImage(id));
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}
