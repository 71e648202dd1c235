import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { Modal, Text, useComputedColorScheme } from '@mantine/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { useRefreshFiles } from '../api/file-manager-api';
import { createUppy } from '../upload/create-uppy';
import { uploadKey } from '../upload-texts';

/** The upload dialog (Uppy dashboard over tus) for the open folder; refused files show the spec's messages. */
export function UploadModal({ folderId, onClose }: { folderId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const refresh = useRefreshFiles();
  const [uppy] = useState(() =>
    createUppy(i18n.language, {
      translate: (key, params) => t(uploadKey(key), params),
      onRefused: (text) => showToast('error', text),
      onUploaded: (file) => {
        showToast('success', t('file-manager:uploaded', { name: file.name ?? '' }));
        void refresh();
      },
    }),
  );
  useEffect(() => {
    uppy.setMeta({ folder_id: folderId ?? '' });
  }, [uppy, folderId]);
  useEffect(() => () => uppy.destroy(), [uppy]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('file-manager:upload.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('file-manager:upload.note')}
      </Text>
      <Dashboard uppy={uppy} theme={scheme} width="100%" height={360} proudlyDisplayPoweredByUppy={false} />
    </Modal>
  );
}
