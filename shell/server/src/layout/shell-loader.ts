import { createHash } from 'node:crypto';

export const SHELL_MAIN_URL = '/assets/shell/shell-main.js';

/**
 * The page's one inline script: it inserts the shell's entry, so under the strict CSP ('strict-dynamic')
 * the entry, and everything it loads, is trusted because this script is (its hash is in the CSP). Its
 * Trusted Types policy can only ever produce the entry's URL. Fixed text: one hash for every page, so
 * pages stay cacheable in a shared cache (a nonce would have to change on every response).
 */
export const SHELL_LOADER = `(function(){var u='${SHELL_MAIN_URL}',t=window.trustedTypes,s=document.createElement('script');s.src=t?t.createPolicy('shell-loader',{createScriptURL:function(){return u}}).createScriptURL(u):u;document.body.appendChild(s)})()`;

/** The CSP source of the loader, computed once at start. */
export const SHELL_LOADER_HASH = `'sha256-${createHash('sha256').update(SHELL_LOADER).digest('base64')}'`;
