/** The request headers a cache hit depends on; any other header is read past. */
export type HitHeaders = {
  host?: string;
  accept?: string;
  cookie?: string;
  'accept-encoding'?: string;
  'if-none-match'?: string;
};

/** A complete GET or HEAD without a body, and where the next request on the connection starts. */
export type SimpleRequest = { method: 'GET' | 'HEAD'; url: string; headers: HitHeaders; next: number };

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** Node's limit on a request's head (16 KiB): past it, Node's parser answers 431 and this one declines. */
export const MAX_HEAD_BYTES = 16 * 1024;

const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const FIELD = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e\x80-\xff]*?)[ \t]*$/;
const WANTED = new Set<string>(['host', 'accept', 'cookie', 'accept-encoding', 'if-none-match']);
// A body, a protocol switch or an interim answer: Node's parser handles those requests.
const DECLINED = new Set<string>(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'http2-settings']);

/**
 * The request starting at `start` when it is one this parser can read without any doubt: the request line
 * `GET|HEAD /path HTTP/1.1`, CRLF line ends, well-formed fields, exactly one Host, no body, no field saying
 * anything but keep-alive about the connection, and each field a hit depends on sent once. Anything else
 * gives null, and the connection goes to Node's own parser from that request on, which then accepts or
 * rejects it as it always does: this parser never reads a request Node would read differently, it only
 * declines more of them. A head not complete in `buffer` gives null as well (it went out in several
 * packets): Node's parser, with its time-outs, waits for the rest.
 */
export function parseSimpleRequest(buffer: Buffer, start: number): SimpleRequest | null {
  const end = buffer.indexOf(HEAD_END, start);
  if (end < 0 || end - start > MAX_HEAD_BYTES) return null;
  const lines = buffer.toString('latin1', start, end).split('\r\n');
  const line = REQUEST_LINE.exec(lines[0] ?? '');
  if (!line) return null;
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const field = FIELD.exec(lines[i] ?? '');
    if (!field) return null;
    const name = (field[1] ?? '').toLowerCase();
    const value = field[2] ?? '';
    if (DECLINED.has(name)) return null;
    if (name === 'connection') {
      if (value.toLowerCase() !== 'keep-alive') return null;
    } else if (WANTED.has(name)) {
      if (headers[name] !== undefined) return null;
      headers[name] = value;
    }
  }
  if (headers.host === undefined) return null;
  return { method: line[1] as 'GET' | 'HEAD', url: line[2] ?? '/', headers, next: end + HEAD_END.length };
}
