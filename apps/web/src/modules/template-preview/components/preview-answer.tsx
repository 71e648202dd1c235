import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerLabel, type AnswerControlProps } from './answers/answer-control';
import { PREVIEW_ANSWERS } from './answers/registry';

/** The answer control of one question in the preview, chosen by its type in the registry. */
export function PreviewAnswer(props: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const Control = PREVIEW_ANSWERS[props.item.type];
  if (Control) return <Control {...props} />;
  return (
    <div>
      <AnswerLabel label={props.label} required={props.state.required} />
      <Text size="xs" c="dimmed">
        {t('onlyInApp')}
      </Text>
    </div>
  );
}
