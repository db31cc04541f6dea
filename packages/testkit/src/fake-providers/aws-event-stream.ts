import { crc32 } from 'node:zlib';

/**
 * AWS event stream framing (`application/vnd.amazon.eventstream`), as Bedrock's ConverseStream answers:
 * each message is a prelude (total length, headers length, CRC32 of those 8 bytes), the headers, the payload and
 * a CRC32 of everything before it; all integers big-endian. Headers here are strings (type 7: u16 length + UTF-8).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/RESTSelectObjectAppendix.html (the same framing)
 */

const PRELUDE_BYTES = 8;
const CRC_BYTES = 4;
const STRING_HEADER_TYPE = 7;

function encodeHeaders(headers: Readonly<Record<string, string>>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const valueBytes = Buffer.from(value, 'utf8');
    const header = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
    let at = header.writeUInt8(nameBytes.length, 0);
    at += nameBytes.copy(header, at);
    at = header.writeUInt8(STRING_HEADER_TYPE, at);
    at = header.writeUInt16BE(valueBytes.length, at);
    valueBytes.copy(header, at);
    parts.push(header);
  }
  return Buffer.concat(parts);
}

/** One framed message. */
export function encodeEventMessage(headers: Readonly<Record<string, string>>, payload: Buffer): Buffer {
  const headerBytes = encodeHeaders(headers);
  const total = PRELUDE_BYTES + CRC_BYTES + headerBytes.length + payload.length + CRC_BYTES;
  const message = Buffer.alloc(total);
  message.writeUInt32BE(total, 0);
  message.writeUInt32BE(headerBytes.length, 4);
  message.writeUInt32BE(crc32(message.subarray(0, PRELUDE_BYTES)), PRELUDE_BYTES);
  let at = PRELUDE_BYTES + CRC_BYTES;
  at += headerBytes.copy(message, at);
  at += payload.copy(message, at);
  message.writeUInt32BE(crc32(message.subarray(0, at)), at);
  return message;
}

/** An event of the stream (`:message-type` event): its type names the union member, the payload is its JSON. */
export function encodeEvent(eventType: string, body: Readonly<Record<string, unknown>>): Buffer {
  return encodeEventMessage(
    { ':event-type': eventType, ':content-type': 'application/json', ':message-type': 'event' },
    Buffer.from(JSON.stringify(body), 'utf8'),
  );
}

/** An error in the middle of a stream (`:message-type` exception), as Bedrock sends a throttling or validation error. */
export function encodeException(exceptionType: string, message: string): Buffer {
  return encodeEventMessage(
    { ':exception-type': exceptionType, ':content-type': 'application/json', ':message-type': 'exception' },
    Buffer.from(JSON.stringify({ message }), 'utf8'),
  );
}
