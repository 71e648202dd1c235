import { dataEnvelope, issueFileSchema, type IssueFile, ISSUE_LIMITS } from '@fieldbook/domain';
import { Button, CloseButton, FileButton, Group, Pill, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client';

/** Uploads one photo or file to the issue (POST /issues/{id}/media); a comment then attaches it by id. */
function uploadIssueFile(issueId: string, file: File): Promise<IssueFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post(`/issues/${encodeURIComponent(issueId)}/media`, form, {
    schema: dataEnvelope(issueFileSchema),
  });
}

/**
 * The comment box's photos: picked files are uploaded to the issue at once (checked by the server's upload rules)
 * and listed until the comment is sent; removing one only leaves it out of the comment.
 */
export function CommentPhotos({
  issueId,
  files,
  onChange,
}: {
  issueId: string;
  files: readonly IssueFile[];
  onChange: (files: IssueFile[]) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const room = ISSUE_LIMITS.commentFiles - files.length;
  const pick = async (picked: File[]) => {
    setBusy(true);
    const added: IssueFile[] = [];
    try {
      for (const file of picked.slice(0, room)) added.push(await uploadIssueFile(issueId, file));
    } catch {
      // The client's toast already told what the server refused; the uploaded ones stay.
    } finally {
      setBusy(false);
      onChange([...files, ...added]);
    }
  };
  return (
    <Group gap="xs">
      <FileButton onChange={(picked) => void pick(picked)} accept="image/*,application/pdf" multiple>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconPhotoPlus size={14} />}
            loading={busy}
            disabled={room <= 0}
            data-testid="comment-add-photo"
          >
            {t('issues:comment.addPhoto')}
          </Button>
        )}
      </FileButton>
      {files.map((file) => (
        <Pill key={file.id} data-testid="comment-photo">
          <Group gap={4} wrap="nowrap">
            <Text size="xs">{file.name}</Text>
            <CloseButton
              size="xs"
              aria-label={t('issues:comment.removePhoto', { name: file.name })}
              onClick={() => onChange(files.filter((f) => f.id !== file.id))}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}
