import { esc } from '../html';

export type LoginPrompt = 'login' | 'restrict';

/**
 * A real link to the login page that the shell turns into the auth popup (bus event auth:open).
 * Without JS, or if the popup fails, the browser follows the href and comes back to the post.
 */
export function loginLink(
  postSlug: string,
  label: string,
  options: { type?: LoginPrompt; className?: string } = {},
): string {
  const type = options.type ?? 'login';
  const className = options.className ?? 'content-must-log-in';
  return `<a href="/login?redirect_to=/blog/${esc(postSlug)}" data-bus-event="auth:open" data-bus-payload='{"type":"${type}"}' class="${esc(className)}">${esc(label)}</a>`;
}
