/**
 * Whether the visitor opened the placeholder's no-JS disclosure (`<details>` around the GET form) before the
 * island replaced it. Header widgets mount on interaction, so a tap on the icon can open the disclosure while
 * the island's code is still on its way; the widget then starts open instead of closing the form under the
 * visitor's finger. Read while the island renders for the first time, when the server markup is still there.
 */
export const noJsDisclosureOpen = (domElement: HTMLElement): boolean =>
  domElement.querySelector('details[open]') !== null;
