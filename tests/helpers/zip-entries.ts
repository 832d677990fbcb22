/**
 * The entries of a zip whose entries are stored (not deflated), read from its central directory: name,
 * size and bytes. Enough for the tests of the submissions export (decision 058), without a zip library.
 */
export interface ZipEntry {
  name: string;
  size: number;
  /** 0: stored */
  method: number;
  data: Buffer;
}

export function readStoredZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('No end of central directory: not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`Bad central directory entry ${i}`);
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`Bad local header of ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, size, method, data: zip.subarray(dataStart, dataStart + compressed) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
