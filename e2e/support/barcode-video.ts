import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * A real UPC-A barcode (or a label's QR code) as a YUV4MPEG2 video, for Chromium's fake camera
 * (--use-file-for-fake-video-capture). The bars are computed from the standard (guards, L and R digit codes, check
 * digit), so the app's decoder reads it exactly as it would read a printed box.
 */

/** Left-hand (odd parity) patterns of digits 0-9; right-hand patterns are their complement. */
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const complement = (bits: string) => bits.replace(/[01]/g, (b) => (b === '0' ? '1' : '0'));

/** GTIN check digit of the 11 digits before it: weights 3,1,3,... from the left for UPC-A. */
function upcCheckDigit(first11: string): number {
  const sum = [...first11].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of a UPC-A symbol, '1' = bar. Throws on a code with a wrong check digit. */
function upcAModules(code: string): string {
  if (!/^\d{12}$/.test(code)) throw new Error(`A UPC-A has 12 digits, got "${code}"`);
  if (upcCheckDigit(code.slice(0, 11)) !== Number(code[11])) throw new Error(`${code} has a wrong check digit`);
  const digits = [...code].map(Number);
  const left = digits.slice(0, 6).map((d) => L_CODES[d]).join('');
  const right = digits.slice(6).map((d) => complement(L_CODES[d])).join('');
  return `101${left}01010${right}101`;
}

interface VideoOptions {
  width?: number;
  height?: number;
  /** Pixels per module (the thinnest bar). */
  moduleWidth?: number;
  frames?: number;
}

/** Writes the video to a temporary file and returns its path. */
export function writeBarcodeY4m(code: string, { width = 640, height = 480, moduleWidth = 4, frames = 5 }: VideoOptions = {}): string {
  const modules = upcAModules(code);
  const quietZone = 9 * moduleWidth;
  const symbolWidth = modules.length * moduleWidth;
  if (symbolWidth + 2 * quietZone > width) throw new Error(`A ${width} px wide frame cannot hold the barcode with its quiet zones`);
  const left = Math.floor((width - symbolWidth) / 2);
  const top = Math.floor(height * 0.2);
  const bottom = Math.floor(height * 0.8);

  // Luma: white page, black bars.
  const luma = Buffer.alloc(width * height, 235);
  for (let y = top; y < bottom; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  return writeY4m(`upc-${code}`, luma, width, height, frames);
}

/** A QR code of `text` (as the app's labels print it: error correction M) as a video for the fake camera. */
export function writeQrY4m(text: string, { width = 640, height = 480, moduleWidth = 8, frames = 5 }: VideoOptions = {}): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size * moduleWidth;
  if (size + 8 * moduleWidth > Math.min(width, height)) throw new Error(`A ${width}x${height} frame cannot hold the code with its quiet zone`);
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.data[row * modules.size + col]) continue;
      for (let y = 0; y < moduleWidth; y++) luma.fill(16, (top + row * moduleWidth + y) * width + left + col * moduleWidth, (top + row * moduleWidth + y) * width + left + (col + 1) * moduleWidth);
    }
  }
  return writeY4m('qr', luma, width, height, frames);
}

/** Frames of one picture (its luma; no colour) as a YUV4MPEG2 file, written to a temporary folder. */
function writeY4m(name: string, luma: Buffer, width: number, height: number, frames: number): string {
  // Chroma 128 = no colour.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-barcode-'));
  const file = path.join(dir, `${name}.y4m`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}
