/**
 * Writes the app icons of the web manifest as PNG (public/icon-192.png, icon-512.png,
 * icon-maskable-512.png): the favicon's white diamond on the accent colour, drawn pixel by
 * pixel and encoded with node:zlib, so no image tool or service is needed. Run once
 * (`tsx scripts/icons.ts`) when the design changes; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x7c, 0x3a, 0xed];
const WHITE = [0xff, 0xff, 0xff];

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square icon: rounded square (or full bleed for maskable) with the diamond inside. */
export function icon(size: number, maskable = false): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const radius = maskable ? 0 : size * (6 / 32);
  // the diamond of favicon.svg (M16 5 l9 11 -9 11 -9 -11z on 32), smaller in the maskable safe zone
  const scale = maskable ? 0.7 : 1;
  const c = size / 2;
  const half = (11 / 32) * size * scale;
  const halfW = (9 / 32) * size * scale;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // outside the rounded corners: white (the PNG has no alpha; corners are invisible on most launchers)
      const dx = Math.max(radius - px, px - (size - radius), 0);
      const dy = Math.max(radius - py, py - (size - radius), 0);
      const inside = radius === 0 || dx * dx + dy * dy <= radius * radius;
      const diamond = Math.abs(px - c) / halfW + Math.abs(py - c) / half <= 1;
      const color = !inside || diamond ? WHITE : ACCENT;
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw[at] = color[0] as number;
      raw[at + 1] = color[1] as number;
      raw[at + 2] = color[2] as number;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('public/icon-192.png', icon(192));
  writeFileSync('public/icon-512.png', icon(512));
  writeFileSync('public/icon-maskable-512.png', icon(512, true));
  console.log('icons: public/icon-192.png, icon-512.png, icon-maskable-512.png');
}
