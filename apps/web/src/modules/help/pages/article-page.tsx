import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../../../shared/ui/message-page';
import { isArticle } from '../articles';
import { QuestionTypesTable } from '../components/question-types-table';

/** /kb/articles/:slug: one knowledge-base article; an unknown slug says so and links back. */
export function ArticlePage() {
  const { t } = useTranslation('help');
  const { slug } = useParams();
  if (!isArticle(slug)) {
    return (
      <MessagePage
        title={t('kb.notFoundTitle')}
        text={t('kb.notFoundText')}
        actions={
          <Anchor component={Link} to="/kb">
            {t('kb.back')}
          </Anchor>
        }
      />
    );
  }
  const paragraphs = t(`articles.${slug}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <Stack gap="md" maw={820} component="article">
      <Anchor component={Link} to="/kb" size="sm">
        {t('kb.back')}
      </Anchor>
      <Title order={1} fz="h2">
        {t(`articles.${slug}.title`)}
      </Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {slug === 'supported-question-types' && <QuestionTypesTable />}
    </Stack>
  );
}
