import type { IncomingMessage } from 'node:http';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import { z } from 'zod';
import { fieldMessages, GRADING, manualGradeRequestSchema, missingRequiredPhotos, PACKAGING_STATUS_INFO, photoRequirementsFor, type PackagingStatus } from '@tmnt/domain';
import { badRequest, HttpError } from '../http/errors.ts';
import { multipartRefusal } from '../http/multipart.ts';
import { PhotoRefused, preparePhoto, type PhotoBatch } from '../photos/index.ts';

/** The grading form's limits for @fastify/multipart: too many photos is reported by the files limit. */
export const GRADING_FORM_LIMITS = {
  fileSize: GRADING.maxPhotoBytes,
  files: GRADING.maxPhotos,
  // Room for the requirements of more photos than allowed, so that too many photos is reported as such.
  fields: GRADING.maxPhotos * 2 + 4,
  fieldSize: 16 * 1024,
};

/**
 * Photos converted at once; the next is read from the upload only when one is done, so at most this many originals
 * are in memory. sharp works on libuv's pool, off the event loop, each photo in two pipelines (the kept copy and the
 * model's). bench/grading-bench.ts: one at a time answered other requests a little faster but took longer.
 */
const PHOTOS_AT_ONCE = 2;

interface ReceivedPhoto {
  requirement: string;
  /** Where the stored copy is served. */
  address: string;
  /** The copy for the AI model (see PreparedPhoto). */
  model: Buffer;
}

export interface GradingForm {
  packaging: PackagingStatus;
  expectedAccessories: string[];
  /** In the order of their indexes. */
  photos: ReceivedPhoto[];
}

const PHOTO_FIELD = /^photo_(0|[1-9]\d{0,2})$/;
const REQUIREMENT_FIELD = /^photo_(0|[1-9]\d{0,2})_requirement$/;
const MAX_REQUIREMENT_LENGTH = 100;

const packagingSchema = manualGradeRequestSchema.shape.packaging_status;
const accessoriesSchema = z.array(z.string().trim().min(1).max(100)).max(50);

type ProcessedPhoto = Omit<ReceivedPhoto, 'requirement'>;

/** Reads the grading call's multipart form (spec section 7) as it arrives; see receiveGradingForm. */
class GradingFormReader {
  private packaging: PackagingStatus | undefined;
  private expectedAccessories: string[] = [];
  private readonly requirements = new Map<number, string>();
  private readonly filenames = new Map<number, string>();
  /** Each photo's processing: settles when it is checked, converted and stored. */
  private readonly photos = new Map<number, Promise<ProcessedPhoto>>();
  private readonly seen = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly batch: PhotoBatch) {}

  /** How errors name a photo: its field and file name (not its requirement: that may come after the error is found). */
  private label(index: number): string {
    const filename = this.filenames.get(index);
    return `photo_${index}${filename ? ` ("${filename}")` : ''}`;
  }

  private once(name: string): void {
    if (this.seen.has(name)) throw badRequest(`${name} is sent more than once`, name);
    this.seen.add(name);
  }

  field(part: MultipartValue): void {
    const name = part.fieldname;
    this.once(name);
    if (part.valueTruncated) throw badRequest(`${name} is too long`, name);
    const requirementIndex = REQUIREMENT_FIELD.exec(name);
    if (name === 'packaging_status') {
      const parsed = packagingSchema.safeParse(part.value);
      if (!parsed.success) throw badRequest(parsed.error.issues[0].message, name);
      this.packaging = parsed.data;
      for (const [index, requirement] of this.requirements) this.checkRequirement(index, requirement);
    } else if (requirementIndex) {
      const requirement = typeof part.value === 'string' ? part.value.trim() : '';
      if (requirement === '' || requirement.length > MAX_REQUIREMENT_LENGTH) throw badRequest(`${name} must name the photo requirement the photo is for`, name);
      const index = Number(requirementIndex[1]);
      this.requirements.set(index, requirement);
      if (this.packaging) this.checkRequirement(index, requirement);
    } else if (name === 'expected_accessories') {
      this.expectedAccessories = parseAccessories(part.value);
    } else {
      throw badRequest(fieldMessages.unknownFields([name]), name);
    }
  }

  private checkRequirement(index: number, requirement: string): void {
    const packaging = this.packaging!;
    const known = photoRequirementsFor(packaging).map((r) => r.name);
    if (!known.includes(requirement)) {
      throw badRequest(
        `${this.label(index)}: "${requirement}" is not a photo requirement for ${PACKAGING_STATUS_INFO[packaging].label} (${known.join(', ')})`,
        `photo_${index}_requirement`,
      );
    }
  }

  /** Waits until fewer than PHOTOS_AT_ONCE are being converted, then reads one photo and starts converting it. */
  async photo(part: MultipartFile): Promise<void> {
    const name = part.fieldname;
    const match = PHOTO_FIELD.exec(name);
    if (!match) {
      part.file.resume();
      throw badRequest(`${fieldMessages.unknownFields([name])}: send the photos as photo_0, photo_1, …`, name);
    }
    this.once(name);
    const index = Number(match[1]);
    this.filenames.set(index, part.filename);
    while (this.running.size >= PHOTOS_AT_ONCE) await Promise.race(this.running);
    this.throwIfFailed();
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `${this.label(index)} is larger than ${GRADING.maxPhotoBytes / 1024 / 1024} MB, the most one photo may be`, { field: name });
      }
      throw error;
    }
    const done: Promise<ProcessedPhoto> = preparePhoto(bytes).then(
      async ({ stored, model }) => ({ address: await this.batch.add(stored), model }),
      (error: unknown) => {
        if (error instanceof PhotoRefused) throw badRequest(`${this.label(index)}: ${error.message}`, name);
        throw error;
      },
    );
    this.photos.set(index, done);
    const running: Promise<void> = done.then(
      () => undefined,
      (error: unknown) => {
        this.failure ??= error;
      },
    );
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }

  /** A photo that failed while others arrived stops the reading at once. */
  throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Whether the error is a photo's own failure (not the form's). */
  failedWith(error: unknown): boolean {
    return error === this.failure;
  }

  /** Waits for every photo in hand, so nothing is written once the caller settles the batch. */
  async finish(): Promise<void> {
    await Promise.all(this.running);
    this.throwIfFailed();
  }

  async settleAll(): Promise<void> {
    await Promise.allSettled(this.photos.values());
  }

  /** The whole form, checked: the packaging, a requirement for every photo, every required one present. */
  async complete(): Promise<GradingForm> {
    const packaging = this.packaging;
    if (!packaging) throw badRequest(fieldMessages.required('packaging_status'), 'packaging_status');
    for (const index of this.filenames.keys()) {
      if (!this.requirements.has(index)) throw badRequest(`${this.label(index)} has no photo_${index}_requirement: name the photo requirement it is for`, `photo_${index}_requirement`);
    }
    for (const index of this.requirements.keys()) {
      if (!this.filenames.has(index)) throw badRequest(`photo_${index}_requirement has no photo_${index} with it`, `photo_${index}`);
    }
    const indexes = [...this.filenames.keys()].sort((a, b) => a - b);
    const missing = missingRequiredPhotos(packaging, indexes.map((i) => this.requirements.get(i)!));
    if (missing.length > 0) {
      throw badRequest(`Missing required photo${missing.length > 1 ? 's' : ''} for ${PACKAGING_STATUS_INFO[packaging].label}: ${missing.join(', ')}`, 'photos');
    }
    const photos = await Promise.all(indexes.map(async (i) => ({ requirement: this.requirements.get(i)!, ...(await this.photos.get(i)!) })));
    return { packaging, expectedAccessories: this.expectedAccessories, photos };
  }
}

function parseAccessories(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = undefined;
    }
  }
  const parsed = accessoriesSchema.safeParse(list);
  if (!parsed.success) throw badRequest('expected_accessories must be a JSON list of accessory names (at most 50, each at most 100 characters)', 'expected_accessories');
  return parsed.data;
}

/** What the multipart parser's own refusals mean to the collector. */
const formError = (error: unknown) => multipartRefusal(error, badRequest(`At most ${GRADING.maxPhotos} photos can be graded at once`, 'photos'));

/**
 * Reads the grading form part by part: each photo is read, checked and converted as it arrives (see
 * PHOTOS_AT_ONCE), its stored copy written through the batch and its model copy kept. On any refusal it
 * waits for the photos in hand to settle, discards the rest of the upload, and throws; the caller settles the batch.
 */
export async function receiveGradingForm(raw: IncomingMessage, parts: AsyncIterable<Multipart>, batch: PhotoBatch): Promise<GradingForm> {
  const reader = new GradingFormReader(batch);
  try {
    for await (const part of parts) {
      reader.throwIfFailed();
      if (part.type === 'field') reader.field(part);
      else await reader.photo(part);
    }
    await reader.finish();
    return await reader.complete();
  } catch (error) {
    await reader.settleAll();
    // The answer goes out now: the rest of the upload is read and dropped so the connection stays usable.
    raw.unpipe();
    raw.resume();
    // A photo's own failure (refused, or a file that could not be written) is thrown as it is.
    throw error instanceof HttpError || reader.failedWith(error) ? error : formError(error);
  }
}
