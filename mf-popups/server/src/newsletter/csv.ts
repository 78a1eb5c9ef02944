import type { ExportRow } from '../data/newsletter/admin';

export const CSV_HEADER =
  'email,status,consent_at,confirmed_at,unsubscribed_at,source_form,source_popup,source_page,attributes';

/**
 * One CSV field: quoted when it holds a quote, comma or line break, and with a leading `'` when it starts like a
 * formula (`=`, `+`, `-`, `@`, tab, CR), so a spreadsheet never runs what a visitor typed.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (row: ExportRow): string =>
  [
    row.email,
    row.status,
    row.consent_at,
    row.confirmed_at,
    row.unsubscribed_at,
    row.source.form,
    row.source.popup_id,
    row.source.page_url,
    Object.keys(row.attributes).length > 0 ? JSON.stringify(row.attributes) : '',
  ]
    .map(csvField)
    .join(',');
