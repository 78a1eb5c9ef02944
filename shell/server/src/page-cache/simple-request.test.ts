import { MAX_HEAD_BYTES, parseSimpleRequest } from './simple-request';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('parseSimpleRequest', () => {
  it('reads the fields a hit depends on and where the next request starts', () => {
    const first =
      'GET /blog/x?page=2 HTTP/1.1\r\nHost: localhost\r\nAccept:  text/html \r\nX-Other: 1\r\nCookie: a=1\r\n\r\n';
    const buffer = bytes(`${first}HEAD / HTTP/1.1\r\nhost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    const one = parseSimpleRequest(buffer, 0);
    expect(one).toEqual({
      method: 'GET',
      url: '/blog/x?page=2',
      headers: { host: 'localhost', accept: 'text/html', cookie: 'a=1' },
      next: first.length,
    });
    expect(parseSimpleRequest(buffer, one?.next ?? 0)).toMatchObject({ method: 'HEAD', url: '/', next: buffer.length });
  });

  it.each([
    ['an incomplete head', 'GET / HTTP/1.1\r\nHost: localhost\r\n'],
    ['a method with a body', 'POST / HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an absolute target', 'GET http://localhost/ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: text/html\r\n\r\n'],
    ['a folded field', 'GET / HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n  ,*/*\r\n\r\n'],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: local\x01host\r\n\r\n'],
    ['an upgrade', 'GET / HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n\r\n'],
    ['a second cookie field', 'GET / HTTP/1.1\r\nHost: localhost\r\nCookie: a=1\r\nCookie: sid=2\r\n\r\n'],
  ])('declines %s', (_why, text) => {
    expect(parseSimpleRequest(bytes(text), 0)).toBeNull();
  });

  it('declines a head longer than Node would read', () => {
    const long = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'a'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`;
    expect(parseSimpleRequest(bytes(long), 0)).toBeNull();
  });
});
