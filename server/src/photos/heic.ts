import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  pixels: Buffer;
}

/** Thrown when the file is HEIC but holds more pixels than allowed; nothing was decoded. */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width}x${height}`);
  }
}

// heic-decode runs libheif compiled to WebAssembly, synchronously: in a worker, so the server keeps answering
// while a photo decodes. The image's size is read from its header before any pixel is decoded.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const { width, height } = images[0];
    if (width * height > workerData.maxPixels) return parentPort.postMessage({ tooLarge: true, width, height });
    const image = await images[0].decode();
    parentPort.postMessage({ width, height, data: image.data }, [image.data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

const require = createRequire(import.meta.url);
const decoderPath = require.resolve('heic-decode');

type WorkerAnswer =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { tooLarge: true; width: number; height: number }
  | { error: string };

/** Decodes a HEIC (HEVC) image's primary picture, its stored rotation applied. */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { decoder: decoderPath, bytes, maxPixels } });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else if ('tooLarge' in answer) reject(new TooManyPixelsError(answer.width, answer.height));
      else resolve({ width: answer.width, height: answer.height, pixels: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The HEIC decoder stopped (exit code ${code})`));
    });
  });
}
