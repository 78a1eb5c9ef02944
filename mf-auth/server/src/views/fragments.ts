import { html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';

/** Logged out: the login link that opens the login dialog (spec 2.5); logged in: the avatar menu (2.4, 4.5),
 * which the shell's header script closes on a click elsewhere and on Escape (`data-shell-dropdown`). */
function headerAccount({ visitor, csrfToken }: FragmentContext): string {
  if (!visitor.loggedIn) {
    return String(
      html`<a class="auth-login-link site-header-icon" href="/login" data-bus-event="auth:open" data-bus-payload="${JSON.stringify({ type: 'login' })}">Log in</a>`,
    );
  }
  const { user } = visitor;
  return String(
    html`<details class="auth-avatar" data-shell-dropdown><summary><img src="${user.avatarUrl}" alt="" width="28" height="28"><span>${user.displayName}</span></summary><div class="auth-avatar__menu"><a href="/account">My account</a><form method="post" action="/logout"><input type="hidden" name="_csrf" value="${csrfToken}"><button type="submit">Log out</button></form></div></details>`,
  );
}

/** The four auth dialogs, mounted when the bus asks for one (`auth:open`). */
const overlays = (): string =>
  '<div data-island="mf-auth/auth-dialogs" data-mount="event" data-events="auth:open"></div>';

export const authFragments: SliceFragments = { headerAccount, overlays };
