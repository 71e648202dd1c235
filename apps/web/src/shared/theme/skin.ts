import { DEFAULT_SKIN, SKINS, type Skin } from '@fieldbook/domain/common/languages';
import { useLocalStorage } from '@mantine/hooks';

/** localStorage key of the chosen skin. */
export const SKIN_STORAGE_KEY = 'fieldbook.skin';

/** Reads a stored skin, falling back to the default (semi-dark) for anything unknown. */
export function parseSkin(value: unknown): Skin {
  return SKINS.find((skin) => skin === value) ?? DEFAULT_SKIN;
}

/** Mantine colour scheme of the content area for a skin; semi-dark keeps light content. */
export function colorSchemeOf(skin: Skin): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light';
}

/** Whether header and side menu are drawn dark for a skin. */
export function hasDarkChrome(skin: Skin): boolean {
  return skin !== 'light';
}

/** The remembered skin and its setter, shared by every component through localStorage events. */
export function useSkin(): [Skin, (skin: Skin) => void] {
  const [value, setValue] = useLocalStorage<string>({
    key: SKIN_STORAGE_KEY,
    defaultValue: DEFAULT_SKIN,
    getInitialValueInEffect: false,
    serialize: (v) => v,
    deserialize: (v) => v ?? DEFAULT_SKIN,
  });
  return [parseSkin(value), (skin: Skin) => setValue(skin)];
}
