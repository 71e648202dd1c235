/** Longest side of an uploaded photo. */
export const PHOTO_MAX_SIDE = 1600;

/** The size a picture is drawn at so its longer side is at most `max`, keeping its proportions. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo made small enough for field connections: redrawn on a canvas at most 1600 px on its longer side and
 * saved as JPEG. Anything that is not an image, or that the browser cannot decode, is kept as picked.
 */
export async function compressImage(file: File, quality = 0.8): Promise<{ blob: Blob; name: string }> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function')
    return { blob: file, name: file.name };
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) return { blob: file, name: file.name };
    return { blob, name: file.name.replace(/\.[^.]+$/, '') + '.jpg' };
  } catch {
    return { blob: file, name: file.name };
  }
}
