import { FIRST_SCREEN } from '@fieldbook/domain/common/first-screen';
import { DEFAULT_SKIN, SKINS, type Skin } from '@fieldbook/domain/common/languages';
import { useLocalStorage } from '@mantine/hooks';
import { writePreferenceCookie } from '../config/preference-cookie';
import { useFirstScreen } from '../first-screen/first-screen';

/** localStorage key of the chosen skin. */
export const SKIN_STORAGE_KEY = 'fieldbook.skin';

/** Reads a stored skin, falling back to the default (semi-dark) for anything unknown. */
export function parseSkin(value: unknown): Skin {
  return SKINS.find((skin) => skin === value) ?? DEFAULT_SKIN;
}

/** Whether header and side menu are drawn dark for a skin. */
export function hasDarkChrome(skin: Skin): boolean {
  return skin !== 'light';
}

/** The skin this browser remembers (localStorage), read before the app starts. */
export function storedSkin(): Skin {
  try {
    return parseSkin(localStorage.getItem(SKIN_STORAGE_KEY));
  } catch {
    return DEFAULT_SKIN;
  }
}

/** Tells the server the skin this browser shows, so a first screen it draws is in it (ADR 182). */
export function rememberSkinForServer(skin: Skin): void {
  writePreferenceCookie(FIRST_SCREEN.skinCookie, skin);
}

/**
 * The remembered skin and its setter, shared by every component through localStorage events. On the server,
 * which has no storage, it is the skin the first screen is drawn in.
 */
export function useSkin(): [Skin, (skin: Skin) => void] {
  const drawn = useFirstScreen()?.skin;
  const [value, setValue] = useLocalStorage<string>({
    key: SKIN_STORAGE_KEY,
    defaultValue: drawn ?? DEFAULT_SKIN,
    getInitialValueInEffect: false,
    serialize: (v) => v,
    deserialize: (v) => v ?? DEFAULT_SKIN,
  });
  return [
    parseSkin(value),
    (skin: Skin) => {
      rememberSkinForServer(skin);
      setValue(skin);
    },
  ];
}
