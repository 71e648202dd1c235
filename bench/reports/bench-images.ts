import type { Page } from 'playwright-core';

/** The photo size issue 20 asks for: each upload between 1 and 3 MB, as a phone's camera makes them. */
export const PHOTO_BYTES = { min: 1_000_000, max: 3_000_000 };

/**
 * A photo-like JPEG of 3000 × 2250 drawn in the page (gradients, shapes, grain that varies with the seed) at quality
 * 0.85: it compresses as a phone photo does, to 1.5–2.3 MB; throws when one falls outside PHOTO_BYTES.
 */
export async function photoJpeg(page: Page, seed: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((n) => {
    const [width, height] = [3000, 2250];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, `hsl(${(n * 37) % 360} 40% 70%)`);
    sky.addColorStop(1, `hsl(${(n * 37 + 120) % 360} 30% 30%)`);
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    for (let i = 0; i < 40; i += 1) {
      context.fillStyle = `hsl(${(n * 13 + i * 29) % 360} 50% ${30 + (i % 5) * 10}%)`;
      context.fillRect(
        (i * 173 + n * 31) % (width - 200),
        (i * 97 + n * 17) % (height - 200),
        110 + (i % 7) * 55,
        75 + (i % 5) * 45,
      );
    }
    const amplitude = 28 + (n % 5) * 6;
    const grain = context.getImageData(0, 0, width, height);
    for (let i = 0; i < grain.data.length; i += 4) {
      const d = (Math.random() - 0.5) * amplitude;
      for (let c = 0; c < 3; c += 1) grain.data[i + c] = (grain.data[i + c] ?? 0) + d;
    }
    context.putImageData(grain, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, seed);
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  if (jpeg.length < PHOTO_BYTES.min || jpeg.length > PHOTO_BYTES.max)
    throw new Error(`bench photo ${seed} is ${jpeg.length} bytes, outside 1–3 MB`);
  return jpeg;
}

/**
 * A signature as the runner's pad stores it (signature_pad on a 160 px high canvas at the screen's density, sent as a
 * PNG with a transparent background): a few pen strokes that differ with the seed.
 */
export async function signaturePng(page: Page, seed: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 320;
    const context = canvas.getContext('2d')!;
    context.scale(2, 2);
    context.strokeStyle = 'black';
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(30, 100);
    for (let x = 30; x <= 560; x += 6) {
      const y = 80 + Math.sin((x + n * 17) / (14 + (n % 4) * 3)) * (30 + (x % 40)) * 0.8;
      context.lineTo(x, y);
    }
    context.moveTo(60, 130);
    context.bezierCurveTo(200, 60 + n * 3, 350, 150, 520, 120 - n);
    context.stroke();
    return canvas.toDataURL('image/png');
  }, seed);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
