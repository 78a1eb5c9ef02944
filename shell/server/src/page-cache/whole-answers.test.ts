import { wholeAnswers } from './whole-answers';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('wholeAnswers', () => {
  it('gives the head followed by the body, and the head alone when there is no body', () => {
    const whole = wholeAnswers(4);
    const head = bytes('HTTP/1.1 200 OK\r\n\r\n');
    expect(whole(head, bytes('<p>page</p>')).toString('latin1')).toBe('HTTP/1.1 200 OK\r\n\r\n<p>page</p>');
    expect(whole(head, undefined)).toBe(head);
  });

  it('joins a body once per head: the next second’s head makes a new copy', () => {
    const whole = wholeAnswers(4);
    const body = bytes('<p>page</p>');
    const first = bytes('Date: 1\r\n\r\n');
    expect(whole(first, body)).toBe(whole(first, body));
    const next = bytes('Date: 2\r\n\r\n');
    expect(whole(next, body).toString('latin1')).toBe('Date: 2\r\n\r\n<p>page</p>');
  });

  it('holds at most `max` joined bodies, forgetting the oldest first', () => {
    const whole = wholeAnswers(2);
    const head = bytes('H\r\n\r\n');
    const [a, b, c] = ['a', 'b', 'c'].map(bytes) as [Buffer, Buffer, Buffer];
    const joinedA = whole(head, a);
    const joinedB = whole(head, b);
    whole(head, c);
    expect(whole(head, b)).toBe(joinedB);
    const againA = whole(head, a);
    expect(againA).not.toBe(joinedA);
    expect(againA.toString('latin1')).toBe('H\r\n\r\na');
  });
});
