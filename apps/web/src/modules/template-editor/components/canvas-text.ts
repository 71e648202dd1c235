import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

/**
 * The editor's translate function, handed to the canvas rows by the canvas: `useTranslation` in each of the
 * 30–40 mounted rows (twice per row) cost more than drawing the row itself (ADR 175). A language change gives
 * a new function, so the rows still redraw in the new language.
 */
export const CanvasTextContext = createContext<TFunction<'template-editor'> | null>(null);

/** The canvas's translate function; only inside the canvas. */
export function useCanvasText(): TFunction<'template-editor'> {
  const t = useContext(CanvasTextContext);
  if (!t) throw new Error('useCanvasText outside the canvas');
  return t;
}
