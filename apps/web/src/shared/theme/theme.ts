import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Names of Mantine's built-in icon buttons, in the interface language. */
export interface ThemeLabels {
  close: string;
  togglePassword: string;
}

/**
 * Mantine theme: darker primary shades so white button text and links meet WCAG AA contrast in every skin,
 * and every modal's and drawer's close button and every password field's show/hide button named in the interface
 * language (axe: button-name).
 */
export const themeFor = (labels: ThemeLabels) =>
  createTheme({
    primaryColor: 'blue',
    primaryShade: { light: 8, dark: 8 },
    defaultRadius: 'md',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontWeight: '650' },
    components: {
      // Links are underlined so they stand out from surrounding text by more than colour (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } },
      },
    },
  });

/** Overrides Mantine's dimmed and error colours, whose defaults fall below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
  },
});
