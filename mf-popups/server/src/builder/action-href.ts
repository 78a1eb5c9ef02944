/** `#elementor-action:action=…&settings=<base64 JSON>` (spec 2.6), as the builder writes its links. */
export function actionHref(action: string, settings?: Record<string, unknown>): string {
  const encoded = settings ? `&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}` : '';
  return `#elementor-action:action=${action}${encoded}`;
}
