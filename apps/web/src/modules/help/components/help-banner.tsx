import { Alert, Anchor, CloseButton, Group, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { bannerFor } from '../articles';

/** localStorage key of the help banners a person has hidden. */
export const DISMISSED_BANNERS_KEY = 'fieldbook.help-dismissed';

/** The contextual help banner of the current page (spec §2), until the person hides it. */
export function HelpBanner() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useLocalStorage<string[]>({
    key: DISMISSED_BANNERS_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const banner = bannerFor(pathname);
  if (!banner || dismissed.includes(banner.key)) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconBulb size={18} />}
      mb="md"
      role="note"
      aria-label={t('banner.label')}
      data-testid="help-banner"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {t(`banners.${banner.key}`)}{' '}
          {banner.article && (
            <Anchor component={Link} to={`/kb/articles/${banner.article}`} size="sm" c="inherit" fw={600}>
              {t('banner.learnMore')}
            </Anchor>
          )}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('banner.dismiss')}
          onClick={() => setDismissed([...dismissed, banner.key])}
        />
      </Group>
    </Alert>
  );
}
