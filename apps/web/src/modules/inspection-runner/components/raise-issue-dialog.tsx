import { raisedIssuePrefill } from '@fieldbook/domain';
import type { AnswerValue } from '@fieldbook/domain/rules';
import type { Item } from '@fieldbook/domain/templates';
import { Anchor, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { inspectionMediaUrl } from '../../inspection-report/api/report-api';
import { issuePath, issuesApi, useIssueMutation } from '../../issues/api/issues-api';
import type { LocalAnswer } from '../local/runner-db';
import type { LoadedRunner } from '../use-runner';

interface Props {
  runner: Pick<LoadedRunner, 'inspectionId' | 'doc'>;
  item: Item;
  instance: number;
  answer: LocalAnswer | undefined;
  onClose: () => void;
}

/**
 * "Raise issue" on one item: the title and the answer as text prefilled (editable) and the answer's media listed,
 * each a link, linked to the issue unless unticked; the new issue is linked to the inspection and item.
 */
export function RaiseIssueDialog({ runner, item, instance, answer, onClose }: Props) {
  const { t } = useTranslation('inspection-runner');
  const prefill = raisedIssuePrefill(runner.doc, item, (answer?.value ?? null) as AnswerValue);
  const [title, setTitle] = useState(prefill.title);
  const [description, setDescription] = useState(prefill.description);
  const media = answer?.media ?? [];
  const [linked, setLinked] = useState<string[]>(media.map((m) => m.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [raised, setRaised] = useState<string | null>(null);
  const raise = useIssueMutation(issuesApi.raise);
  const inspectionId = runner.inspectionId;
  const submit = () => {
    if (raised) return onClose();
    if (!title.trim()) return setErrors({ title: t('common:gen.validations.required') });
    raise.mutate(
      {
        inspectionId,
        body: { item_id: item.id, instance, title, description, file_ids: linked },
      },
      {
        onSuccess: (issue) => setRaised(issue.id),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors);
          else setErrors({ form: t('raiseIssue.failed') });
        },
      },
    );
  };
  return (
    <FormModal
      title={t('raiseIssue.title')}
      busy={raise.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={raised ? t('raiseIssue.done') : t('raiseIssue.submit')}
    >
      {raised ? (
        <Text data-testid="raise-issue-done">
          {t('raiseIssue.raised')}{' '}
          <Anchor href={issuePath(raised)} target="_blank">
            {t('raiseIssue.open')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm" data-testid="raise-issue-dialog">
          <TextInput
            label={t('raiseIssue.issueTitle')}
            required
            data-autofocus
            value={title}
            error={errors.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-testid="raise-issue-title"
          />
          <Textarea
            label={t('raiseIssue.description')}
            autosize
            minRows={2}
            value={description}
            error={errors.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            data-testid="raise-issue-description"
          />
          {media.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('raiseIssue.media')}
              </Text>
              {media.map((m) => (
                <Checkbox
                  key={m.id}
                  checked={linked.includes(m.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setLinked((ids) => (on ? [...ids, m.id] : ids.filter((id) => id !== m.id)));
                  }}
                  label={
                    <Anchor href={inspectionMediaUrl(inspectionId, m.id)} target="_blank">
                      {m.name}
                    </Anchor>
                  }
                />
              ))}
              {errors.file_ids && (
                <Text size="sm" c="red">
                  {errors.file_ids}
                </Text>
              )}
            </Stack>
          )}
          {errors.form && (
            <Text size="sm" c="red">
              {errors.form}
            </Text>
          )}
        </Stack>
      )}
    </FormModal>
  );
}
