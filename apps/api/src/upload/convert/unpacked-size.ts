import { inflateRawSync } from 'node:zlib';

/** An .xlsx unpacks to at most this much: a bank statement is far smaller, and a bomb is refused before it is read. */
export const UNPACKED_MAX_BYTES = 150 * 1024 * 1024;

/**
 * Whether an .xlsx (a ZIP archive) unpacks to more than `limit` bytes; null when the bytes are not a
 * readable ZIP (the workbook reader then refuses them). The reader inflates every part in memory,
 * so a 1 MB archive of 1 GB of XML would hold the parse worker (and the uploads queued behind it)
 * for seconds and take gigabytes. Each part is inflated here by zlib with an output cap, so a part
 * that claims a small size in its headers but holds more is caught too, within about a second.
 */
export function unpacksBeyond(bytes: Buffer, limit: number): boolean | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let left = limit;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + packed);
    if (method === 0) left -= data.length;
    else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left + 1) }).length;
      } catch (error) {
        if (error instanceof RangeError) return true;
        return null;
      }
    } else return null;
    if (left < 0) return true;
  }
  return false;
}
