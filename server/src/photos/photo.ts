import sharp, { type Metadata, type Sharp } from 'sharp';
import { GRADING, photoResolutionProblem } from '@tmnt/domain';
import { decodeHeic, TooManyPixelsError } from './heic.ts';

/** A photo as kept (the evidence, full size) and as sent to the AI model (long edge at most GRADING.modelLongEdge). */
export interface PreparedPhoto {
  stored: Buffer;
  model: Buffer;
}

/** Why a photo was refused, in a sentence (the caller names the photo). */
export class PhotoRefused extends Error {}

// Every photo is unique: sharp's operation cache would only hold memory.
sharp.cache(false);

const STORED_QUALITY = 88;
const MODEL_QUALITY = 85;
// Plain libjpeg-turbo: mozjpeg takes ten times as long, and optimised Huffman tables cost a third more time for a
// file a few percent smaller (measured by bench/grading-bench.ts).
const JPEG = { mozjpeg: false, optimiseCoding: false } as const;
const NOT_AN_IMAGE = 'Not a JPEG, PNG, WebP or HEIC image';
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

const megapixels = (width: number, height: number) => `${(Math.round((width * height) / 100_000) / 10).toLocaleString('en-US')} megapixels`;

function checkPixels(width: number, height: number): void {
  if (width * height > GRADING.maxPhotoPixels) {
    throw new PhotoRefused(`Too many pixels: ${width}x${height} is ${megapixels(width, height)} (at most ${GRADING.maxPhotoPixels / 1_000_000} megapixels)`);
  }
}

/** The spec's own words for a photo under the minimum (section 5), checked on the photo as it is seen (oriented). */
function checkResolution(width: number, height: number): void {
  const problem = photoResolutionProblem(width, height);
  if (problem) throw new PhotoRefused(problem);
}

/** A photo read and checked by its bytes: its pixels as sharp will read them (oriented), and their size. */
interface OpenedPhoto {
  source: () => Sharp;
  width: number;
  height: number;
}

/**
 * Reads an uploaded file by its bytes (never its name or declared type): the size is read from the header
 * before anything is decoded, and too many pixels are refused. Throws PhotoRefused saying what is wrong.
 */
async function openPhoto(bytes: Buffer): Promise<OpenedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new PhotoRefused(NOT_AN_IMAGE);
  }
  // Prebuilt sharp reads a HEIC's header but cannot decode HEVC.
  if (metadata.format === 'heif' && metadata.compression === 'hevc') return openHeic(bytes);
  if (!SHARP_FORMATS.has(metadata.format)) throw new PhotoRefused(NOT_AN_IMAGE);
  checkPixels(metadata.width, metadata.height);
  const { width, height } = metadata.autoOrient;
  return { source: () => sharp(bytes, { limitInputPixels: GRADING.maxPhotoPixels, failOn: 'error' }).rotate(), width, height };
}

async function openHeic(bytes: Buffer): Promise<OpenedPhoto> {
  let decoded;
  try {
    decoded = await decodeHeic(bytes, GRADING.maxPhotoPixels);
  } catch (error) {
    if (error instanceof TooManyPixelsError) checkPixels(error.width, error.height);
    throw new PhotoRefused(`Could not be read as a HEIC image (${(error as Error).message})`);
  }
  const { width, height, pixels } = decoded;
  // libheif has already applied the image's stored rotation and mirroring.
  return { source: () => sharp(pixels, { raw: { width, height, channels: 4 } }), width, height };
}

// A transparent PNG or WebP would turn black in a JPEG: lay it on white, as it shows on a page.
const opaque = (photo: OpenedPhoto) => photo.source().flatten({ background: '#ffffff' });

/** sharp's decoding failure (a truncated or damaged file), said as a refusal. */
const unreadable = (error: unknown) => new PhotoRefused(`Could not be read (${(error as Error).message.trim()})`);

/**
 * Checks a grading photo (see openPhoto, and the spec's minimum resolution) and makes its two copies:
 * auto-oriented, re-encoded as JPEG with no metadata (EXIF, GPS, maker notes: nothing of the phone's survives).
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const photo = await openPhoto(bytes);
  checkResolution(photo.width, photo.height);
  return encodeBoth(photo);
}

/**
 * Checks a photo as this app stores them (a restored backup's): a JPEG by its bytes, within the pixel limit, that
 * decodes whole without a warning. Throws PhotoRefused saying what is wrong.
 */
export async function checkStoredPhoto(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new PhotoRefused('Not a JPEG image');
  }
  if (metadata.format !== 'jpeg') throw new PhotoRefused(`Not a JPEG image (${metadata.format ?? 'unknown'})`);
  checkPixels(metadata.width, metadata.height);
  try {
    // Every scan is decoded (shrunk while it is, to keep memory small): a truncated or damaged file fails here.
    await sharp(bytes, { limitInputPixels: GRADING.maxPhotoPixels, failOn: 'warning' }).resize(64, 64, { fit: 'inside' }).toBuffer();
  } catch (error) {
    throw unreadable(error);
  }
}

/** A collector's own photo of a copy as stored: a JPEG with no metadata and its size in pixels. */
interface OwnPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a collector's own photo (see openPhoto; any size up to the pixel limit) and re-encodes it: auto-oriented,
 * fitted within `longEdge` on its longer side, JPEG with no metadata (sharp keeps none unless asked: no GPS).
 */
export async function prepareOwnPhoto(bytes: Buffer, longEdge: number): Promise<OwnPhoto> {
  const photo = await openPhoto(bytes);
  try {
    const { data, info } = await opaque(photo)
      .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
      .jpeg({ ...JPEG, quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * A smaller copy of a photo this app stored (a figure's picture's thumbnail): fitted within `longEdge` on its
 * longer side, JPEG with no metadata. Throws PhotoRefused when the file cannot be read.
 */
export async function shrinkStoredPhoto(jpeg: Buffer, longEdge: number): Promise<OwnPhoto> {
  try {
    const { data, info } = await sharp(jpeg, { limitInputPixels: GRADING.maxPhotoPixels, failOn: 'error' })
      .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
      .jpeg({ ...JPEG, quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
}

/** The stored and the model's copy, each its own pipeline so sharp's threads work on both at once. */
async function encodeBoth(photo: OpenedPhoto): Promise<PreparedPhoto> {
  try {
    const [stored, model] = await Promise.all([
      opaque(photo).jpeg({ ...JPEG, quality: STORED_QUALITY }).toBuffer(),
      opaque(photo)
        .resize({ width: GRADING.modelLongEdge, height: GRADING.modelLongEdge, fit: 'inside', withoutEnlargement: true })
        .jpeg({ ...JPEG, quality: MODEL_QUALITY })
        .toBuffer(),
    ]);
    return { stored, model };
  } catch (error) {
    throw unreadable(error);
  }
}
