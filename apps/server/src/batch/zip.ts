// A zip of stored (uncompressed) entries, for a batch's progress-report PDFs (decision 0086):
// PDFs are compressed already, so storing them costs little and needs no library. Each chunk
// keeps its entries' local records; the finish joins them and writes the central directory.
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  crc: number;
  size: number;
}

// 1980-01-01 00:00 in MS-DOS time: the entries carry no meaningful date.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const UTF8_NAMES = 0x0800;

/** One entry's local header and bytes. */
export function localRecord(name: string, data: Uint8Array): { record: Buffer; entry: ZipEntry } {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data) >>> 0;
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(data.byteLength, 18);
  header.writeUInt32LE(data.byteLength, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(0, 28);
  return {
    record: Buffer.concat([header, nameBytes, data]),
    entry: { name, crc, size: data.byteLength },
  };
}

/** The size of an entry's local record, to place the next one. */
export const recordSize = (entry: ZipEntry) => 30 + Buffer.byteLength(entry.name) + entry.size;

/** The central directory and its end record, for entries whose records start at `offsets`. */
export function centralDirectory(entries: ZipEntry[], offsets: number[], start: number): Buffer {
  const parts: Buffer[] = [];
  entries.forEach((entry, i) => {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.size, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offsets[i] as number, 42);
    parts.push(header, nameBytes);
  });
  const directory = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([directory, end]);
}
