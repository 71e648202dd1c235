import { ITEM_CATALOGUE } from '@fieldbook/domain/templates';
import type { ItemType, PaletteGroup } from '@fieldbook/domain/templates';
import {
  IconCalendar,
  IconCheckbox,
  IconFile,
  IconFolder,
  IconHash,
  IconId,
  IconLayoutList,
  IconLetterCase,
  IconListDetails,
  IconPhoto,
  IconQrcode,
  IconSignature,
  IconStar,
} from '@tabler/icons-react';
import type { MenuIcon } from '../../../app/module-types';

const GROUP_ICONS: Record<PaletteGroup, MenuIcon> = {
  startPage: IconId,
  specialPage: IconStar,
  endPage: IconId,
  text: IconLetterCase,
  numeric: IconHash,
  datetime: IconCalendar,
  yesno: IconCheckbox,
  select: IconListDetails,
  approval: IconSignature,
  multimedia: IconPhoto,
  scanning: IconQrcode,
  misc: IconLayoutList,
};

/** The icon of a palette group. */
export function groupIcon(group: PaletteGroup): MenuIcon {
  return GROUP_ICONS[group];
}

/** The icon of an item type: pages and sections have their own, questions their palette group's. */
export function TypeIcon({ type, size = 16 }: { type: ItemType; size?: number }) {
  const info = ITEM_CATALOGUE[type];
  const Icon =
    info.kind === 'page'
      ? IconFile
      : info.kind === 'section'
        ? IconFolder
        : info.paletteGroup
          ? GROUP_ICONS[info.paletteGroup]
          : IconCalendar;
  return <Icon size={size} aria-hidden="true" />;
}
