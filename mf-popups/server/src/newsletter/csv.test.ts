import { CSV_HEADER, csvField, csvLine } from './csv';

describe('newsletter CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('plain@example.com')).toBe('plain@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    for (const formula of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)']) expect(csvField(formula)).toMatch(/^"?'/);
    expect(csvField(null)).toBe('');
  });

  it('writes one line per subscriber in the header order, with consent time and source', () => {
    expect(CSV_HEADER.split(',')).toHaveLength(9);
    const line = csvLine({
      email: 'ann@example.com',
      status: 'subscribed',
      consent_at: '2026-11-27T10:00:00Z',
      confirmed_at: '2026-11-27T10:05:00Z',
      unsubscribed_at: null,
      source: { form: 'popup', popup_id: 'demo-newsletter', page_url: '/popups/demo/newsletter' },
      attributes: { first_name: '=cmd' },
    });
    expect(line).toBe(
      'ann@example.com,subscribed,2026-11-27T10:00:00Z,2026-11-27T10:05:00Z,,popup,demo-newsletter,/popups/demo/newsletter,"{""first_name"":""=cmd""}"',
    );
  });
});
