import { reportSettled } from './settled-report';

describe('the report of a clicked result', () => {
  it('posts what was typed and the clicked title, with keepalive, and nothing without either', () => {
    const send = jest.fn(() => Promise.resolve({ ok: true }));
    reportSettled('/api/', 'lapt', ' Acme Laptop 4 ', send as unknown as typeof fetch);
    expect(send).toHaveBeenCalledWith(
      '/api/sss/v1/settled',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
    const init = (send.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ term: 'lapt', title: 'Acme Laptop 4' });
    reportSettled('/api/', ' ', 'USB Hub', send as unknown as typeof fetch);
    reportSettled('/api/', 'usb', '', send as unknown as typeof fetch);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
