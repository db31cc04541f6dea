import { crc32 } from 'node:zlib';

/** One stored record of a segment: its index label and its unit vector travel with it. */
export interface StoredRecord {
  readonly id: string;
  readonly label: number;
  readonly content: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly vector: Float32Array;
}

/** The changes one commit made, in order: upserts first, then deletes (a batch never holds both for one id). */
export interface Segment {
  readonly upserts: readonly StoredRecord[];
  readonly deletes: readonly string[];
}

const MAGIC = Buffer.from('LFVSEG1\n');

interface SegmentHeader {
  readonly dimensions: number;
  readonly records: readonly {
    id: string;
    label: number;
    content: string;
    metadata: Record<string, unknown>;
  }[];
  readonly deletes: readonly string[];
}

/**
 * Binary form: magic, u32 header length, JSON header (ids, labels, text, metadata, deletes), the vectors as
 * little-endian float32, and a CRC-32 of everything before it (a torn or altered file is refused on open).
 */
export function encodeSegment(segment: Segment, dimensions: number): Buffer {
  const header: SegmentHeader = {
    dimensions,
    records: segment.upserts.map(({ id, label, content, metadata }) => ({ id, label, content, metadata })),
    deletes: segment.deletes,
  };
  const json = Buffer.from(JSON.stringify(header));
  const vectors = Buffer.alloc(segment.upserts.length * dimensions * 4);
  segment.upserts.forEach((record, index) => {
    const bytes = Buffer.from(record.vector.buffer, record.vector.byteOffset, record.vector.byteLength);
    bytes.copy(vectors, index * dimensions * 4);
  });
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const body = Buffer.concat([MAGIC, length, json, vectors]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(crc32(body));
  return Buffer.concat([body, checksum]);
}

function isHeader(value: unknown): value is SegmentHeader {
  return (
    typeof value === 'object' &&
    value !== null &&
    'dimensions' in value &&
    typeof value.dimensions === 'number' &&
    'records' in value &&
    Array.isArray(value.records) &&
    'deletes' in value &&
    Array.isArray(value.deletes)
  );
}

export function decodeSegment(bytes: Buffer, dimensions: number, name: string): Segment {
  const fail = (why: string): Error => new Error(`Vector segment ${name} is damaged: ${why}`);
  if (bytes.length < MAGIC.length + 8 || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    throw fail('bad header');
  const body = bytes.subarray(0, bytes.length - 4);
  if (crc32(body) !== bytes.readUInt32LE(bytes.length - 4)) throw fail('checksum mismatch');
  const jsonLength = body.readUInt32LE(MAGIC.length);
  const jsonStart = MAGIC.length + 4;
  const parsed: unknown = JSON.parse(body.subarray(jsonStart, jsonStart + jsonLength).toString('utf8'));
  if (!isHeader(parsed) || parsed.dimensions !== dimensions) throw fail('unexpected layout or dimensions');
  const vectorStart = jsonStart + jsonLength;
  if (body.length - vectorStart !== parsed.records.length * dimensions * 4) throw fail('vector block size');
  const floats = new Float32Array(parsed.records.length * dimensions);
  Buffer.from(floats.buffer).set(body.subarray(vectorStart));
  const upserts = parsed.records.map((record, index) => ({
    ...record,
    vector: floats.subarray(index * dimensions, (index + 1) * dimensions),
  }));
  return { upserts, deletes: parsed.deletes };
}
