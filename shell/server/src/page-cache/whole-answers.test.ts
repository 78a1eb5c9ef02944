import { wholeAnswers } from './whole-answers';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('wholeAnswers', () => {
  it('gives the head alone when there is no body', () => {
    const head = bytes('HTTP/1.1 304 Not Modified\r\n\r\n');
    expect(wholeAnswers(4)(head, undefined)).toBe(head);
  });

  it('joins a body only when it is asked for again under the same head, then gives the same copy', () => {
    const whole = wholeAnswers(4);
    const head = bytes('HTTP/1.1 200 OK\r\n\r\n');
    const body = bytes('<p>page</p>');
    expect(whole(head, body)).toBeUndefined();
    const joined = whole(head, body);
    expect(joined?.toString('latin1')).toBe('HTTP/1.1 200 OK\r\n\r\n<p>page</p>');
    expect(whole(head, body)).toBe(joined);
  });

  it('starts again with the next second’s head', () => {
    const whole = wholeAnswers(4);
    const body = bytes('<p>page</p>');
    whole(bytes('Date: 1\r\n\r\n'), body);
    whole(bytes('Date: 1\r\n\r\n'), body); // another buffer with the same text is another head
    const next = bytes('Date: 2\r\n\r\n');
    expect(whole(next, body)).toBeUndefined();
    expect(whole(next, body)?.toString('latin1')).toBe('Date: 2\r\n\r\n<p>page</p>');
  });

  it('holds at most `max` bodies, forgetting the oldest first', () => {
    const whole = wholeAnswers(2);
    const head = bytes('H\r\n\r\n');
    const [a, b, c] = ['a', 'b', 'c'].map(bytes) as [Buffer, Buffer, Buffer];
    whole(head, a);
    whole(head, b);
    whole(head, c);
    expect(whole(head, b)?.toString('latin1')).toBe('H\r\n\r\nb');
    expect(whole(head, a)).toBeUndefined();
  });
});
