import type { Page } from 'playwright-core';

/** A PNG of random pixels drawn in the page: it does not compress, so it stands for a real photo's size. */
export async function noisyPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(width, height);
      for (let i = 0; i < pixels.data.length; i += 1)
        pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * The page script recording a clip: plain text, since the test runner's transpiler would name the functions in a
 * compiled callback with a helper the page does not have.
 */
const RECORD_CLIP = `(async (kind) => {
  let stream;
  let stop;
  if (kind === 'video') {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const timer = setInterval(() => {
      context.fillStyle = 'hsl(' + (Date.now() % 360) + ' 80% 50%)';
      context.fillRect(0, 0, 160, 120);
    }, 40);
    stream = canvas.captureStream(25);
    stop = () => clearInterval(timer);
  } else {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const out = audio.createMediaStreamDestination();
    tone.connect(out);
    tone.start();
    stream = out.stream;
    stop = () => audio.close();
  }
  const recorder = new MediaRecorder(stream, { mimeType: kind + '/webm' });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(100);
  await new Promise((resolve) => setTimeout(resolve, 600));
  recorder.stop();
  await done;
  stop();
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
})`;

/**
 * A short clip recorded in the page with MediaRecorder (WebM, as Chrome on Android records): a moving canvas for
 * a video, a tone for an audio clip. What a phone's camera or recorder hands the file picker.
 */
export async function recordedClip(page: Page, kind: 'video' | 'audio'): Promise<Buffer> {
  const base64 = await page.evaluate<string>(`${RECORD_CLIP}(${JSON.stringify(kind)})`);
  return Buffer.from(base64, 'base64');
}
