import type { Sql } from '@site/shared-contracts/platform';
import { builderPopupSchema, type BuilderPopup } from '@site/shared-contracts/popups';

type Row = {
  id: string;
  title: string;
  enabled: boolean;
  pages: unknown;
  content: unknown;
  settings: unknown;
  impressions: string | number;
};

export type StoredPopup = BuilderPopup & { impressions: number };

/** Every builder popup, in id order. A row that no longer fits the schema is left out (and never printed). */
export async function listBuilderPopups(db: Sql): Promise<StoredPopup[]> {
  const { rows } = await db.query<Row>(
    'SELECT id, title, enabled, pages, content, settings, impressions FROM popups.builder_popups ORDER BY id',
  );
  return rows.flatMap((row) => {
    const parsed = builderPopupSchema.safeParse(row);
    return parsed.success ? [{ ...parsed.data, impressions: Number(row.impressions) }] : [];
  });
}

export async function builderVersion(db: Sql): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM popups.builder_version');
  return rows[0]?.token ?? '';
}

/** Insert or replace a popup (already validated), with the audit line, in one transaction. */

/** A popup's columns in the table's order (id, title, enabled, pages, content, settings). */
const rowOf = (popup: BuilderPopup): unknown[] => [
  popup.id,
  popup.title,
  popup.enabled,
  JSON.stringify(popup.pages),
  JSON.stringify(popup.content),
  JSON.stringify(popup.settings),
];

export async function saveBuilderPopup(
  db: Sql,
  popup: BuilderPopup,
  userId: number,
  action: 'create' | 'update' | 'enable' | 'disable',
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO popups.builder_popups (id, title, enabled, pages, content, settings, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET title = $2, enabled = $3, pages = $4, content = $5, settings = $6,
         updated_by = $7, updated_at = now()`,
      [...rowOf(popup), userId],
    );
    await tx.query('INSERT INTO popups.builder_audit (popup_id, user_id, action, popup) VALUES ($1, $2, $3, $4)', [
      popup.id,
      userId,
      action,
      JSON.stringify(popup),
    ]);
  });
}

/** Seed: the demo popups, leaving any popup an admin already wrote alone. */
export async function insertDemoPopups(db: Sql, popups: readonly BuilderPopup[]): Promise<void> {
  for (const popup of popups) {
    await db.query(
      `INSERT INTO popups.builder_popups (id, title, enabled, pages, content, settings)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      rowOf(popup),
    );
  }
}

/** One display of a popup, counted on the server for the editor's list. False when no such popup. */
export async function countImpression(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE popups.builder_popups SET impressions = impressions + 1 WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0;
}

export type AuditLine = {
  popup_id: string;
  user_id: number;
  action: string;
  at: string;
  /** What this change altered against the line before it (the settings by part); empty when unknown. */
  changed: string[];
};

const PARTS: readonly [string, (p: Record<string, unknown>) => unknown][] = [
  ['title', (p) => p.title],
  ['enabled', (p) => p.enabled],
  ['pages', (p) => p.pages],
  ['content', (p) => p.content],
  ['display settings', (p) => (p.settings as Record<string, unknown> | undefined)?.display],
  ['timing conditions', (p) => (p.settings as Record<string, unknown> | undefined)?.timing],
  ['triggers', (p) => (p.settings as Record<string, unknown> | undefined)?.triggers],
];

/** The parts of a popup that differ between two audit snapshots. */
export function changedParts(now: unknown, before: unknown): string[] {
  const object = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  const a = object(now);
  const b = object(before);
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [];
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return PARTS.filter(([, read]) => JSON.stringify(read(x)) !== JSON.stringify(read(y))).map(([name]) => name);
}

/** The last 50 changes of a popup, newest first, each with what it changed (every line keeps the whole popup). */
export async function auditOf(db: Sql, id: string): Promise<AuditLine[]> {
  const { rows } = await db.query<Omit<AuditLine, 'changed'> & { popup: unknown }>(
    `SELECT popup_id, user_id, action, popup, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at
     FROM popups.builder_audit WHERE popup_id = $1 ORDER BY at DESC, id DESC LIMIT 51`,
    [id],
  );
  return rows
    .slice(0, 50)
    .map(({ popup, ...line }, i) => ({ ...line, changed: changedParts(popup, rows[i + 1]?.popup) }));
}
