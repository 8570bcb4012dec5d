// Makes the PWA's PNG icons from public/favicon.svg with sharp: `node scripts/make-icons.mjs`.
// The PNGs are committed (public/icons); run this again after changing the logo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'));
const BACKGROUND = '#0b0e1a';

/** The logo on the site's background, the logo taking `scale` of the side (maskable icons keep a safe zone). */
async function icon(file, size, scale) {
  const inner = Math.round(size * scale);
  const glyph = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: glyph, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
}

await icon('icon-192.png', 192, 0.86);
await icon('icon-512.png', 512, 0.86);
await icon('maskable-512.png', 512, 0.62);
await icon('apple-touch-icon.png', 180, 0.8);
