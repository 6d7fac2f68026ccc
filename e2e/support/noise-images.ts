import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Real images for the photo tests, made here: random pixels compress badly, so a noise photo keeps a realistic size
 * (hundreds of KB) through the browser's JPEG compression, as a detailed photo of a figure would.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGB PNG of random squares of `block` pixels (1: pure noise, the largest file), or of one flat grey with `flat`
 * (a few KB whatever its size: "over-compressed").
 */
function noisePng(width: number, height: number, { flat = false, block = 1 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = width * 3;
  const raw = Buffer.alloc((row + 1) * height, flat ? 128 : 0);
  let line = Buffer.alloc(row);
  for (let y = 0; y < height; y++) {
    raw[y * (row + 1)] = 0; // filter: none
    if (flat) continue;
    if (y % block === 0) {
      line = block === 1 ? crypto.randomBytes(row) : Buffer.alloc(row);
      for (let x = 0; block > 1 && x < width; x += block) line.fill(crypto.randomBytes(3), x * 3, Math.min(width, x + block) * 3);
    }
    line.copy(raw, y * (row + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const pngFile = (name: string, width: number, height: number, options?: { flat?: boolean; block?: number }): PhotoFile => ({
  name,
  mimeType: 'image/png',
  buffer: noisePng(width, height, options),
});

/**
 * A YUV4MPEG2 video of noise frames for Chromium's fake camera (--use-file-for-fake-video-capture). 1920x1440 is the
 * guided capture's ideal size, so the camera delivers it unscaled and a captured frame passes the quality check.
 * Returns the file's path and a function that deletes it.
 */
export function writeNoiseY4m({ width = 1920, height = 1440, frames = 2 } = {}): { file: string; remove: () => void } {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frameBytes = width * height + 2 * (width / 2) * (height / 2);
  const video = Buffer.concat([header, ...Array.from({ length: frames }, () => Buffer.concat([Buffer.from('FRAME\n'), crypto.randomBytes(frameBytes)]))]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-camera-'));
  const file = path.join(dir, 'noise.y4m');
  fs.writeFileSync(file, video);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
