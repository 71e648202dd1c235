/** Device pixels a printed photo keeps per CSS pixel of its tile: about 190 dpi on paper, sharp and small. */
export const PRINT_DENSITY = 2;
/** JPEG quality of the print copies. */
const PRINT_QUALITY = 0.85;

interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is printed at: enough to fill its tile (which crops it to cover) at `density` device pixels per
 * CSS pixel, aspect kept; null when the stored image is no larger, so it is printed as it is.
 */
export function printSize(natural: Size, tile: Size, density = PRINT_DENSITY): Size | null {
  if (natural.width <= 0 || natural.height <= 0 || tile.width <= 0 || tile.height <= 0) return null;
  const scale = Math.max(tile.width / natural.width, tile.height / natural.height) * density;
  if (scale >= 1) return null;
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
  };
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
