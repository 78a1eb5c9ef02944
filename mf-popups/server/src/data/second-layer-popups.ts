import type { Sql } from '@site/shared-contracts/platform';
import { secondLayerPopupSchema, type SecondLayerPopup } from '@site/shared-contracts/popups';

// The only SQL on popups.second_layer_popups and its version token.

type Row = Omit<SecondLayerPopup, 'afterScripts'> & { after_scripts: unknown };

const COLUMNS = 'id, title, enabled, pages, trigger, settings, content, scripts, styles, after_scripts';

/** A row that no longer fits the schema is left out: never printed, never answered. */
function toPopup(row: Row): SecondLayerPopup | null {
  const { after_scripts: afterScripts, ...rest } = row;
  const parsed = secondLayerPopupSchema.safeParse({ ...rest, afterScripts });
  return parsed.success ? parsed.data : null;
}

/** Every second-layer popup, in id order. */
export async function listSecondLayerPopups(db: Sql): Promise<SecondLayerPopup[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM popups.second_layer_popups ORDER BY id`);
  return rows.flatMap((row) => toPopup(row) ?? []);
}

export async function findSecondLayerPopup(db: Sql, id: string): Promise<SecondLayerPopup | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM popups.second_layer_popups WHERE id = $1`, [id]);
  return rows[0] ? toPopup(rows[0]) : null;
}

export async function secondLayerVersion(db: Sql): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM popups.second_layer_version');
  return rows[0]?.token ?? '';
}

/** A popup's values in COLUMNS order. */
const rowValues = (popup: SecondLayerPopup): unknown[] => [
  popup.id,
  popup.title,
  popup.enabled,
  JSON.stringify(popup.pages),
  JSON.stringify(popup.trigger),
  JSON.stringify(popup.settings),
  JSON.stringify(popup.content),
  JSON.stringify(popup.scripts),
  JSON.stringify(popup.styles),
  JSON.stringify(popup.afterScripts),
];

/** Insert or replace a popup (already validated). */
export async function saveSecondLayerPopup(db: Sql, popup: SecondLayerPopup): Promise<void> {
  await db.query(
    `INSERT INTO popups.second_layer_popups (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET title = $2, enabled = $3, pages = $4, trigger = $5, settings = $6, content = $7,
       scripts = $8, styles = $9, after_scripts = $10, updated_at = now()`,
    rowValues(popup),
  );
}

/** Seed: the demo popups in one statement, leaving any popup already written alone. */
export async function insertSecondLayerDemo(db: Sql, popups: readonly SecondLayerPopup[]): Promise<void> {
  if (popups.length === 0) return;
  const params: unknown[] = [];
  const rows = popups.map((popup) => {
    const values = rowValues(popup);
    const first = params.length + 1;
    params.push(...values);
    return `(${values.map((_, i) => `$${first + i}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO popups.second_layer_popups (${COLUMNS}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
    params,
  );
}
