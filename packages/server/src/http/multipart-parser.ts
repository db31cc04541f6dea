/** One part of a `multipart/form-data` body. */
export interface MultipartPart {
  readonly name: string;
  /** Set for file parts. */
  readonly filename?: string;
  readonly contentType?: string;
  readonly data: Buffer;
}

/** The boundary of a `multipart/form-data` content type, or undefined. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary?.trim() || undefined;
}

function headerParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  // Browsers escape `"`, CR and LF in names as %22, %0D and %0A (HTML's form encoding).
  if (match?.[1] !== undefined)
    return match[1]
      .replace(/\\(.)/g, '$1')
      .replace(/%22/g, '"')
      .replace(/%0D/gi, '\r')
      .replace(/%0A/gi, '\n');
  const bare = new RegExp(`(?:^|;)\\s*${name}=([^;]+)`, 'i').exec(header);
  return bare?.[1]?.trim();
}

/**
 * Splits a complete `multipart/form-data` body (RFC 7578) into its parts. Throws on a body that does not follow
 * the format, so the caller can answer 400.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw new Error('no boundary found');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString('latin1') === '--') return parts;
    // Skip the line break after the delimiter.
    if (body.subarray(position, position + 2).toString('latin1') === '\r\n') position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1) throw new Error('part without headers');
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next === -1) throw new Error('unterminated part');
    const data = body.subarray(headerEnd + 4, next);
    let disposition = '';
    let contentType: string | undefined;
    for (const line of headers) {
      const colon = line.indexOf(':');
      if (colon === -1) continue;
      const field = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (field === 'content-disposition') disposition = value;
      else if (field === 'content-type') contentType = value;
    }
    const name = headerParameter(disposition, 'name');
    if (name === undefined) throw new Error('part without a name');
    const filename = headerParameter(disposition, 'filename');
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      ...(contentType !== undefined ? { contentType } : {}),
      data,
    });
    position = next + 2;
  }
}
