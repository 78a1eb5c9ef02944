import type { MouseEvent } from 'react';
import type { AuthView } from './trigger-routing';

/** The no-JS page behind each view, so every link is real (middle-click, copy) and works without the island. */
const PAGES: Record<Exclude<AuthView, 'restrict'>, string> = {
  login: '/login',
  register: '/register',
  resetpass: '/lost-password',
};

type Link = { view: Exclude<AuthView, 'restrict'>; label: string };

/** Both login dialogs (plain and restricted content) lead to the same two places. */
const FROM_LOGIN: readonly Link[] = [
  { view: 'register', label: 'Create an account' },
  { view: 'resetpass', label: 'Forgot your password?' },
];

const LINKS: Record<AuthView, readonly Link[]> = {
  login: FROM_LOGIN,
  restrict: FROM_LOGIN,
  register: [{ view: 'login', label: 'Already have an account? Log in' }],
  resetpass: [{ view: 'login', label: 'Back to log in' }],
};

/** Links between the dialogs (login ↔ registration ↔ reset): they switch the open dialog in place. */
export function DialogLinks({ view, onSwitch }: { view: AuthView; onSwitch: (view: AuthView) => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, next: AuthView) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onSwitch(next);
  };
  return (
    <ul className="auth-dialog__links">
      {LINKS[view].map((link) => (
        <li key={link.view}>
          <a href={PAGES[link.view]} onClick={(event) => follow(event, link.view)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
