/**
 * Add a team's island CSS to the page once. The id carries the team prefix (`auth-dialogs-style`),
 * so two islands of one remote, or a remote mounted twice, never add the same rules again.
 */
export function injectStyles(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}
