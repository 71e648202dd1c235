import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useIssueComment } from '../api/issues-api';

/** The comment box below the timeline; the new comment appears last. */
export function IssueCommentBox({ issueId }: { issueId: string }) {
  const { t } = useTranslation();
  const comment = useIssueComment(issueId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () =>
    comment.mutate(
      { id: issueId, body: { text, file_ids: [] } },
      {
        onSuccess: () => {
          setText('');
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
        if (text.trim()) send();
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
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={comment.isPending}
            disabled={!text.trim()}
            data-testid="send-comment"
          >
            {t('issues:comment.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
