import { useEffect, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { downscaleForPrint, requestPrintSizes } from './print-downscale';

/** Resolves once the image has loaded or failed (a broken image must not hold the print back). */
function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Whether the page is the server's print (`?print=1`, ADR 203) rather than a screen. */
export function usePrinting(): boolean {
  const [params] = useSearchParams();
  return params.get('print') === '1';
}

/**
 * For the server's print (`?print=1`, ADR 203): once the report is drawn, asks the server for each photo at its
 * tile's size (ADR 216), loads every image at once (thumbnails are lazy on screen), swaps any photo still larger
 * than its tile for a copy sized to it (`data-print-photo`, ADR 203) and answers true when all have settled, so the
 * page can set `data-report-ready` for Chromium. Without `print=1` it stays false and changes nothing.
 */
export function useReportReady(root: RefObject<HTMLElement | null>, drawn: boolean): boolean {
  const printing = usePrinting();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!printing || !drawn || !root.current) return;
    let live = true;
    const images = [...root.current.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    requestPrintSizes(images);
    // Web fonts too: text measured before they arrive would print in the fallback face.
    const fonts = (document.fonts as FontFaceSet | undefined)?.ready;
    const photos = images.filter((image) => image.dataset.printPhoto !== undefined);
    void Promise.all([...images.map(settled), fonts])
      .then(() => Promise.all(photos.map(downscaleForPrint)))
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [printing, drawn, root]);
  return ready;
}
