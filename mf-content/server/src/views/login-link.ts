import { html, type Html } from '@site/platform-kit/html';

export type LoginPrompt = 'login' | 'restrict';

/**
 * A real link to the login page that the shell turns into the auth popup (bus event auth:open).
 * Without JS, or if the popup fails, the browser follows the href and comes back to the post.
 */
export function loginLink(
  postSlug: string,
  label: string,
  options: { type?: LoginPrompt; className?: string } = {},
): Html {
  const payload = JSON.stringify({ type: options.type ?? 'login' });
  return html`<a href="/login?redirect_to=/blog/${postSlug}" data-bus-event="auth:open" data-bus-payload="${payload}" class="${options.className ?? 'content-must-log-in'}">${label}</a>`;
}
