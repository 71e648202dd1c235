/** Device pixels a printed photo keeps per CSS pixel of its tile: about 190 dpi on paper, sharp and small. */
export const PRINT_DENSITY = 2;
/** JPEG quality of the print copies. */
const PRINT_QUALITY = 0.85;
/**
 * A photo within this share of its print size is printed as it is: the server's copy, rounded up (ADR 216), or its
 * stored print rendition, up to 1.25× the size asked for (ADR 220: the server's STORED_SLACK).
 */
const PRINT_SLACK = 0.2;

interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is printed at: enough to fill its tile (which crops it to cover) at `density` device pixels per
 * CSS pixel, aspect kept; null when the image is no larger (or only by rounding), so it is printed as it is.
 */
export function printSize(natural: Size, tile: Size, density = PRINT_DENSITY): Size | null {
  if (natural.width <= 0 || natural.height <= 0 || tile.width <= 0 || tile.height <= 0) return null;
  const scale = Math.max(tile.width / natural.width, tile.height / natural.height) * density;
  if (scale >= 1 - PRINT_SLACK) return null;
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
  };
}

/**
 * A photo's address for print (ADR 216): the server's copy just large enough to cover the tile at `density`
 * device pixels per CSS pixel (`w`, `h`); the address as it is when the tile is not laid out.
 */
export function printPhotoUrl(url: string, tile: Size, density = PRINT_DENSITY): string {
  if (tile.width <= 0 || tile.height <= 0) return url;
  const w = Math.ceil(tile.width * density);
  const h = Math.ceil(tile.height * density);
  return `${url}${url.includes('?') ? '&' : '?'}w=${w}&h=${h}`;
}

/**
 * For the server's print: points each photo waiting in `data-print-src` at its copy sized to its tile. Every tile
 * is measured before any source changes, so the long report is laid out once, not once per photo.
 */
export function requestPrintSizes(images: readonly HTMLImageElement[]): void {
  const waiting = images.filter((image) => image.dataset.printSrc);
  const tiles = waiting.map((image) => image.getBoundingClientRect());
  waiting.forEach((image, n) => {
    image.src = printPhotoUrl(image.dataset.printSrc ?? '', tiles[n] ?? { width: 0, height: 0 });
  });
}

/**
 * For the server's print (ADR 203): replaces a loaded photo by a JPEG copy sized to its tile, drawn by the browser
 * itself, so the PDF embeds that copy instead of the stored original. Leaves the image as it is when anything fails.
 */
export async function downscaleForPrint(image: HTMLImageElement): Promise<void> {
  const box = image.getBoundingClientRect();
  const size = printSize(
    { width: image.naturalWidth, height: image.naturalHeight },
    { width: box.width, height: box.height },
  );
  if (!size) return;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  // JPEG has no transparency: a transparent PNG prints on white, as on paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PRINT_QUALITY),
  );
  if (!blob) return;
  image.src = URL.createObjectURL(blob);
  await image.decode().catch(() => undefined);
}
