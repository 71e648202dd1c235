import { photoOutputOf, type PhotoOutput } from '@fieldbook/domain/inspections';

/** The size a picture is drawn at so its longer side is at most `max`, keeping its proportions. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo made as small as the question's quality preset allows (ADR 208): redrawn on a canvas at most the preset's
 * longest side and saved as JPEG (PNG for the png preset). Anything that is not an image, or that the browser cannot
 * decode, is kept as picked.
 */
export async function compressImage(
  file: File,
  output: PhotoOutput = photoOutputOf(undefined),
  quality = 0.8,
): Promise<{ blob: Blob; name: string }> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function')
    return { blob: file, name: file.name };
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, output.maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, output.type, quality));
    if (!blob) return { blob: file, name: file.name };
    const extension = output.type === 'image/png' ? '.png' : '.jpg';
    return { blob, name: file.name.replace(/\.[^.]+$/, '') + extension };
  } catch {
    return { blob: file, name: file.name };
  }
}
