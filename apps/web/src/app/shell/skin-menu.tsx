import { SKINS, type Skin } from '@fieldbook/domain/common/languages';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconContrast, IconMoon, IconPalette, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSkin } from '../../shared/theme/skin';

const SKIN_ICONS: Record<Skin, typeof IconSun> = {
  light: IconSun,
  'semi-dark': IconContrast,
  dark: IconMoon,
};

/** Header menu to choose the skin: light, semi-dark or dark (remembered). */
export function SkinMenu() {
  const { t } = useTranslation();
  const [skin, setSkin] = useSkin();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('common:shell.skin')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('common:shell.skin')}>
            <IconPalette size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common:shell.skin')}</Menu.Label>
        {SKINS.map((option) => {
          const Icon = SKIN_ICONS[option];
          return (
            <Menu.Item
              key={option}
              leftSection={<Icon size={16} aria-hidden="true" />}
              rightSection={option === skin ? <IconCheck size={16} aria-hidden="true" /> : null}
              onClick={() => setSkin(option)}
              aria-current={option === skin ? 'true' : undefined}
            >
              {t(`common:skins.${option}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
