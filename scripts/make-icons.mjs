// Draws the app icons (public/icons/*.png) without an image library: a white "L" on the
// brand blue. Run `node scripts/make-icons.mjs` after changing the design; the PNGs are
// committed so builds need nothing extra.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** @param {number} size @param {boolean} maskable full-bleed background, glyph in the safe zone */
function icon(size, maskable) {
  const radius = maskable ? 0 : size * 0.18;
  const glyphScale = maskable ? 0.6 : 0.8;
  const inset = (size * (1 - glyphScale)) / 2;
  const g = (v) => inset + v * size * glyphScale; // glyph coordinates in 0..1
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const cx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const cy = Math.max(radius - y, 0, y - (size - 1 - radius));
      const inside = cx * cx + cy * cy <= radius * radius;
      const stem = x >= g(0.28) && x <= g(0.44) && y >= g(0.18) && y <= g(0.82);
      const foot = x >= g(0.28) && x <= g(0.74) && y >= g(0.66) && y <= g(0.82);
      const color = stem || foot ? WHITE : BRAND;
      row.set([...color, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, false));
writeFileSync('public/icons/maskable-512.png', icon(512, true));
console.log('icons written to public/icons/');
