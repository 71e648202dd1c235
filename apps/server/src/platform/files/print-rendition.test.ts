import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printRendition } from './print-rendition';

const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a7' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

describe('printRendition', () => {
  it('shrinks a photo to just cover the box, as JPEG', async () => {
    const copy = await printRendition(await photo(1600, 1200), { w: 331, h: 248 });
    expect(await sharp(copy!).metadata()).toMatchObject({ format: 'jpeg', width: 331, height: 248 });
  });

  it('covers the box by the short side of a wide photo', async () => {
    const copy = await printRendition(await photo(2000, 500), { w: 300, h: 225 });
    expect(await sharp(copy!).metadata()).toMatchObject({ width: 900, height: 225 });
  });

  it('turns a photo upright by its EXIF orientation and drops the tag', async () => {
    const copy = await printRendition(await photo(1600, 1200, 6), { w: 300, h: 300 });
    const meta = await sharp(copy!).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);
  });

  it('prints transparency on white', async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 };
    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: clear } })
      .png()
      .toBuffer();
    const pixel = await sharp((await printRendition(png, { w: 100, h: 100 }))!)
      .raw()
      .toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('answers null for a photo no larger than the box and for bytes that are no image', async () => {
    expect(await printRendition(await photo(600, 450), { w: 600, h: 450 })).toBeNull();
    expect(await printRendition(Buffer.from('not an image'), { w: 10, h: 10 })).toBeNull();
  });
});
