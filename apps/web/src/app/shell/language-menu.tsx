import { LANGUAGES, type Language } from '@fieldbook/domain/common/language-codes';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Header menu to switch the interface language; i18next remembers the choice. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage as Language;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('common:shell.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('common:shell.language')}>
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common:shell.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void i18n.changeLanguage(language)}
            rightSection={language === current ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {t(`common:languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
