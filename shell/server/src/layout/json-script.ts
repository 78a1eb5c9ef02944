/** JSON that is safe inside <script type="application/json">: no '</script>' or '<!--' breakout. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
