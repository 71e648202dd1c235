import type { IssueFile } from '@fieldbook/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useIssueComment } from '../api/issues-api';
import { CommentPhotos } from './comment-photos';

/** The comment box below the timeline, with photos uploaded to the issue; the new comment appears last. */
export function IssueCommentBox({ issueId }: { issueId: string }) {
  const { t } = useTranslation();
  const comment = useIssueComment(issueId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<IssueFile[]>([]);
  const ready = text.trim() !== '' || files.length > 0;
  const [error, setError] = useState<string | undefined>();
  const send = () =>
    comment.mutate(
      { id: issueId, body: { text, file_ids: files.map((f) => f.id) } },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setError(undefined);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422) setError(Object.values(failure.fieldErrors)[0]);
        },
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) send();
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={t('issues:comment.label')}
          placeholder={t('issues:comment.placeholder')}
          autosize
          minRows={2}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid="issue-comment"
        />
        <Group justify="space-between">
          <CommentPhotos issueId={issueId} files={files} onChange={setFiles} />
          <Button type="submit" loading={comment.isPending} disabled={!ready} data-testid="send-comment">
            {t('issues:comment.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
