import { crc32, deflateSync } from 'node:zlib';
import type { DemoRandom } from './demo-random';

const WIDTH = 640;
const HEIGHT = 480;

type Rgb = readonly [number, number, number];

/** One PNG chunk: length, type, data and the CRC over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB picture encoded as PNG, every row with the "up" filter (the drawn scenes repeat row to row). */
function encodePng(pixels: Uint8Array): Buffer {
  const stride = WIDTH * 3;
  const filtered = Buffer.alloc((stride + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const out = y * (stride + 1);
    filtered[out] = 2;
    for (let x = 0; x < stride; x += 1) {
      const above = y === 0 ? 0 : (pixels[(y - 1) * stride + x] ?? 0);
      filtered[out + 1 + x] = ((pixels[y * stride + x] ?? 0) - above) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A drawn stand-in for an inspector's photo of a fault (ADR 218): a wall and floor, a yellow machine guard with
 * hazard stripes, a patch of rust or a leak, and the red ring an inspector draws around it. The demo ships no
 * photographs, so its failed answers carry these; each seed draws a different scene.
 */
export function demoPhotoPng(random: DemoRandom): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  const horizon = random.int(200, 280);
  const wall: Rgb = random.pick([
    [176, 186, 196],
    [200, 196, 184],
    [160, 172, 160],
  ]);
  const floor: Rgb = [112, 112, 108];
  const box = { x: random.int(120, 260), y: random.int(120, 170), w: random.int(220, 300), h: 0 };
  box.h = horizon + random.int(60, 120) - box.y;
  const fault = { x: box.x + random.int(40, box.w - 60), y: box.y + random.int(50, box.h - 40), r: 26 };
  const faultColour: Rgb = random.pick([
    [128, 66, 30],
    [40, 40, 44],
  ]);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      let colour: Rgb =
        y < horizon
          ? mix(wall, [236, 236, 232], y / horizon / 2)
          : mix(floor, [70, 70, 68], (y - horizon) / (HEIGHT - horizon));
      const inBox = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      if (inBox) {
        const stripe = y < box.y + 36 && Math.floor((x - box.x + (y - box.y)) / 24) % 2 === 0;
        colour = stripe ? [30, 30, 30] : mix([232, 184, 32], [190, 140, 20], (x - box.x) / box.w);
      }
      const d = Math.hypot(x - fault.x, (y - fault.y) * 1.4);
      if (inBox && d < fault.r) colour = mix(faultColour, colour, (d / fault.r) ** 3);
      const ring = Math.hypot(x - fault.x, y - fault.y);
      if (ring > fault.r + 18 && ring < fault.r + 24) colour = [214, 32, 32];
      const at = (y * WIDTH + x) * 3;
      pixels[at] = colour[0];
      pixels[at + 1] = colour[1];
      pixels[at + 2] = colour[2];
    }
  }
  return encodePng(pixels);
}
