// Writing and reading the backup zip. Reading trusts nothing in the file: the central directory is checked before
// any entry is unpacked, and every entry is checked again (size, CRC) while it is inflated.
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { Inflate, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A backup refused or failed, worded for the collector (one line). Nothing was changed when it is thrown. */
export class BackupError extends Error {}

export const INCOMPLETE = 'The file is not a complete backup zip';

export interface ZipLimits {
  /** Most entries a backup may hold. */
  maxEntries: number;
  /** Most bytes a backup may unpack to, all entries together. */
  maxTotalBytes: number;
}

export const DEFAULT_LIMITS: ZipLimits = { maxEntries: 50_000, maxTotalBytes: 2 * 1024 ** 3 };

const CHUNK = 64 * 1024;

/** Writes a zip to an open file, one entry after the other, streamed (memory stays small whatever the sizes). */
export class ZipWriter {
  private readonly zip: Zip;
  private failure: Error | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly file: fs.FileHandle) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else if (chunk.length > 0) {
        const copy = Buffer.from(chunk);
        this.pending = this.pending.then(() => this.file.write(copy).then(() => undefined));
      }
    });
  }

  private entry(name: string, compress: boolean) {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    return entry;
  }

  async addBytes(name: string, bytes: Uint8Array, compress = true): Promise<void> {
    this.entry(name, compress).push(bytes, true);
    await this.flush();
  }

  /** Adds a file's content, read in chunks; photos (already JPEG) are stored, not deflated again. */
  async addFile(name: string, source: string, compress = true): Promise<void> {
    const entry = this.entry(name, compress);
    const handle = await fs.open(source, 'r');
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
        entry.push(buffer.subarray(0, bytesRead), bytesRead === 0);
        await this.flush();
        if (bytesRead === 0) break;
      }
    } finally {
      await handle.close();
    }
  }

  async end(): Promise<void> {
    this.zip.end();
    await this.flush();
  }

  private async flush(): Promise<void> {
    await this.pending;
    if (this.failure) throw this.failure;
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** Why a name may not be unpacked anywhere: an escape out of the folder it is unpacked into. */
function unsafePath(name: string): boolean {
  return name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').some((part) => part === '..') || name.includes('\0');
}

/** A zip opened for reading: its entries, checked against the limits and the known names, before anything is unpacked. */
export class ZipReader {
  private constructor(
    private readonly handle: fs.FileHandle,
    readonly entries: ZipEntry[],
    private readonly dataEnd: number,
  ) {}

  static async open(file: string, limits: ZipLimits, isKnown: (name: string) => boolean): Promise<ZipReader> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new BackupError(code === 'ENOENT' ? `No such file: ${file}` : `Cannot read ${file}: ${(error as Error).message}`);
    }
    try {
      const { entries, dataEnd } = await readDirectory(handle, limits, isKnown);
      return new ZipReader(handle, entries, dataEnd);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  /** Unpacks one entry into `sink`, stopping as soon as it grows past its declared size or fails its CRC. */
  async unpack(entry: ZipEntry, sink: (chunk: Uint8Array) => void | Promise<void>): Promise<void> {
    const header = Buffer.alloc(30);
    const { bytesRead } = await this.handle.read(header, 0, 30, entry.localOffset);
    if (bytesRead < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new BackupError(`${INCOMPLETE} (${entry.name} is damaged)`);
    const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > this.dataEnd) throw new BackupError(`${INCOMPLETE} (${entry.name} is cut off)`);

    let produced = 0;
    let crc = 0;
    const outputs: Uint8Array[] = [];
    const take = (chunk: Uint8Array) => {
      produced += chunk.length;
      if (produced > entry.size) throw new BackupError(`The backup's ${entry.name} unpacks to more than the ${entry.size} bytes it declares (a zip bomb?): refused`);
      crc = zlib.crc32(chunk, crc);
      outputs.push(chunk);
    };
    const inflate = entry.method === 8 ? new Inflate((chunk) => take(chunk)) : null;
    const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(entry.compressedSize, 1)));
    let position = start;
    let left = entry.compressedSize;
    do {
      const length = Math.min(left, buffer.length);
      const read = length === 0 ? 0 : (await this.handle.read(buffer, 0, length, position)).bytesRead;
      if (read < length) throw new BackupError(`${INCOMPLETE} (${entry.name} is cut off)`);
      position += read;
      left -= read;
      const chunk = Buffer.from(buffer.subarray(0, read));
      try {
        if (inflate) inflate.push(chunk, left === 0);
        else take(chunk);
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw new BackupError(`${INCOMPLETE} (${entry.name} is damaged)`);
      }
      for (const output of outputs.splice(0)) await sink(output);
    } while (left > 0);
    if (produced !== entry.size || crc !== entry.crc) throw new BackupError(`${INCOMPLETE} (${entry.name} is damaged)`);
  }

  /** A small entry's bytes (the manifest, a table's rows). */
  async read(entry: ZipEntry): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    await this.unpack(entry, (chunk) => void chunks.push(chunk));
    return Buffer.concat(chunks);
  }
}

async function readDirectory(handle: fs.FileHandle, limits: ZipLimits, isKnown: (name: string) => boolean) {
  const { size: fileSize } = await handle.stat();
  // The end-of-central-directory record: 22 bytes and a comment of at most 65,535.
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, fileSize - tailLength);
  let end = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50 && i + 22 + tail.readUInt16LE(i + 20) === tailLength) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new BackupError(INCOMPLETE);
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  const endOffset = fileSize - tailLength + end;
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 8) !== count || directoryOffset + directorySize > endOffset) {
    throw new BackupError(INCOMPLETE);
  }
  if (count > limits.maxEntries) throw new BackupError(`The backup holds more than ${limits.maxEntries} files: refused`);

  const directory = Buffer.alloc(directorySize);
  const { bytesRead } = await handle.read(directory, 0, directorySize, directoryOffset);
  if (bytesRead < directorySize) throw new BackupError(INCOMPLETE);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directorySize || directory.readUInt32LE(at) !== 0x02014b50) throw new BackupError(INCOMPLETE);
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directorySize) throw new BackupError(INCOMPLETE);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      name,
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    at = next;
    if (unsafePath(name)) throw new BackupError(`The backup holds an unsafe path (${JSON.stringify(name)}) that would escape its folder: refused`);
    if (!isKnown(name) || names.has(name)) throw new BackupError(`The backup holds an unexpected file (${JSON.stringify(name)}): it is not a backup made by this app`);
    if (flags & 1) throw new BackupError(`The backup's ${name} is encrypted: it is not a backup made by this app`);
    if (entry.method !== 0 && entry.method !== 8) throw new BackupError(`The backup's ${name} uses an unknown compression: it is not a backup made by this app`);
    if (entry.method === 0 && entry.compressedSize !== entry.size) throw new BackupError(`${INCOMPLETE} (${name} is damaged)`);
    if (entry.localOffset + 30 > directoryOffset) throw new BackupError(INCOMPLETE);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new BackupError(`The backup would unpack to more than ${formatBytes(limits.maxTotalBytes)} (a zip bomb?): refused`);
    names.add(name);
    entries.push(entry);
  }
  return { entries, dataEnd: directoryOffset };
}

const formatBytes = (bytes: number) => (bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GB` : bytes >= 1024 ** 2 ? `${+(bytes / 1024 ** 2).toFixed(1)} MB` : `${bytes} bytes`);
