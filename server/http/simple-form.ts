import { isUtf8 } from 'node:buffer';

const HEADER_END = Buffer.from('\r\n\r\n');
const BOUNDARY = /^multipart\/form-data;\s*boundary=([A-Za-z0-9'()+_,\-./:=?]{1,70})$/i;
const DISPOSITION = /^content-disposition: form-data; name="([A-Za-z0-9_]{1,100})"$/i;

/**
 * The common multipart/form-data body read straight off its buffer: a few text fields, each part with
 * exactly one header, `Content-Disposition: form-data; name="<name>"` (what browsers and undici's FormData
 * send for a string), names of letters, digits and underscores, each name once, UTF-8 values. Anything
 * else (a file, another header, a quoted or unusual boundary, a repeated name, a limit reached, any
 * framing out of the ordinary) gives null, and the caller hands the body to busboy, which then answers
 * exactly as it always did. So this never has to be right about an edge case: it only has to refuse it.
 */
export function simpleForm(
  raw: Buffer,
  contentType: string,
  limits: { fields: number; fieldSize: number },
): Record<string, string> | null {
  const boundary = BOUNDARY.exec(contentType)?.[1];
  if (!boundary) return null;
  // Compared and searched as latin1 text (the boundary is ASCII): no Buffers made per request.
  const open = `--${boundary}\r\n`;
  // Every part after the first starts on a new line: "\r\n--boundary".
  const delimiter = `\r\n--${boundary}`;
  if (raw.length < open.length || raw.toString('latin1', 0, open.length) !== open) return null;

  const body: Record<string, string> = {};
  let count = 0;
  let at = open.length;
  for (;;) {
    const headerEnd = raw.indexOf(HEADER_END, at);
    if (headerEnd < 0) return null;
    const name = DISPOSITION.exec(raw.toString('latin1', at, headerEnd))?.[1];
    if (!name || name in Object.prototype || Object.hasOwn(body, name)) return null;
    const valueStart = headerEnd + HEADER_END.length;
    const valueEnd = raw.indexOf(delimiter, valueStart, 'latin1');
    if (valueEnd < 0 || valueEnd - valueStart > limits.fieldSize || ++count > limits.fields) return null;
    const value = raw.subarray(valueStart, valueEnd);
    // Bytes that are not valid UTF-8 are busboy's to decode (it puts U+FFFD where they were).
    if (!isUtf8(value)) return null;
    body[name] = value.toString('utf8');
    at = valueEnd + delimiter.length;
    if (raw.length - at === 2 && raw[at] === 0x2d && raw[at + 1] === 0x2d) return body; // "--": the end
    if (raw.length - at === 4 && raw.toString('latin1', at) === '--\r\n') return body;
    if (raw[at] !== 0x0d || raw[at + 1] !== 0x0a) return null; // "\r\n": another part
    at += 2;
  }
}
