import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverSetting } from '../../../shared/config/server-settings';
import { ARTICLES } from '../articles';

/** /kb: the knowledge base's list of articles, plus the tutorials site when one is configured. */
export function KbIndexPage() {
  const { t } = useTranslation('help');
  const tutorials = serverSetting('fieldbook-help-tutorials-url');
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz="h2">
        {t('kb.title')}
      </Title>
      <Text c="dimmed">{t('kb.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ARTICLES.map((slug) => (
          <Card key={slug} withBorder padding="md">
            <Title order={2} fz="h4">
              {t(`articles.${slug}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`articles.${slug}.summary`)}
            </Text>
            <Anchor component={Link} to={`/kb/articles/${slug}`} size="sm" mt="sm">
              {t('kb.read')}
            </Anchor>
          </Card>
        ))}
        {tutorials && (
          <Card withBorder padding="md">
            <Title order={2} fz="h4">
              {t('kb.tutorialsTitle')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('kb.tutorialsText')}
            </Text>
            <Anchor href={tutorials} target="_blank" rel="noopener noreferrer" size="sm" mt="sm">
              {t('menu.tutorials')}
            </Anchor>
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}
