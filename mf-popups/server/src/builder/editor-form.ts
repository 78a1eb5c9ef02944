import { builderPopupSchema, type BuilderPopup } from '@site/shared-contracts/popups';

/** The editor form's fields as the admin typed them: the pages, content and settings as JSON text. */
export type EditorValues = {
  id: string;
  title: string;
  enabled: boolean;
  pages: string;
  content: string;
  settings: string;
};

export const editorValues = (p: BuilderPopup): EditorValues => ({
  id: p.id,
  title: p.title,
  enabled: p.enabled,
  pages: JSON.stringify(p.pages, null, 2),
  content: JSON.stringify(p.content, null, 2),
  settings: JSON.stringify(p.settings, null, 2),
});

export const EMPTY_EDITOR: EditorValues = {
  id: '',
  title: '',
  enabled: false,
  pages: JSON.stringify({ include: ['/'] }, null, 2),
  content: JSON.stringify(
    [
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'Text' },
    ],
    null,
    2,
  ),
  settings: JSON.stringify(
    { display: { a11y_navigation: true }, timing: {}, triggers: { page_load_delay: 3 } },
    null,
    2,
  ),
};

/** The form's JSON fields parsed and checked against the contract: the popup, or every problem with its path. */
export function readEditor(values: EditorValues): { popup: BuilderPopup } | { errors: string[] } {
  const errors: string[] = [];
  const json = (name: 'pages' | 'content' | 'settings'): unknown => {
    try {
      return JSON.parse(values[name]);
    } catch (error) {
      errors.push(`${name}: not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
      return undefined;
    }
  };
  const candidate = {
    id: values.id,
    title: values.title,
    enabled: values.enabled,
    pages: json('pages'),
    content: json('content'),
    settings: json('settings'),
  };
  if (errors.length > 0) return { errors };
  const parsed = builderPopupSchema.safeParse(candidate);
  if (parsed.success) return { popup: parsed.data };
  return { errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'popup'}: ${issue.message}`) };
}
