import { createElement, type ReactNode } from 'react';
import { parseHtml } from '@site/platform-kit/trusted-types';

/** Tags a price or panel fragment may use; anything else is unwrapped to its text. */
const TAGS = new Set([
  'span',
  'del',
  'ins',
  'bdi',
  'small',
  'strong',
  'b',
  'em',
  'i',
  's',
  'sup',
  'sub',
  'br',
  'img',
  'p',
  'div',
  'ul',
  'li',
  'a',
  'h3',
  'h4',
]);
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const ATTRS: Record<string, readonly string[]> = {
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  a: ['href'],
};
/** Relative or http(s) only: browsers ignore control characters and spaces inside a scheme, so they go first. */
const safeUrl = (value: string): boolean => {
  const v = [...value].filter((c) => c.charCodeAt(0) > 32).join('');
  return !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:/i.test(v);
};
const REACT_NAME: Record<string, string> = { class: 'className' };

export type SafeOptions = {
  /** Keep <a href> (the panel call's markup); inside a result link they would nest, so off by default. */
  links?: boolean;
  /** Images beside a visible title are decorative: alt="" so the link name is not read twice. */
  decorative?: boolean;
};

function convert(node: Node, key: number, o: SafeOptions): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = [...el.childNodes].map((child, i) => convert(child, i, o));
  // Inside a result link another link would be nested interactive content: keep its text only.
  if (!TAGS.has(tag) || (tag === 'a' && !o.links)) return children;
  const props: Record<string, string | number> = { key };
  for (const name of ['class', ...(ATTRS[tag] ?? [])]) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if ((name === 'src' || name === 'href') && !safeUrl(value)) continue;
    props[REACT_NAME[name] ?? name] = value;
  }
  if (tag === 'img' && (o.decorative || props.alt === undefined)) props.alt = '';
  return tag === 'img' || tag === 'br' ? createElement(tag, props) : createElement(tag, props, ...children);
}

/**
 * Server fields that are markup by contract (price_html, image_url, the panel call) become React
 * nodes through an allow-list: no scripts, no event handlers, no style, no javascript: URLs.
 * React then escapes every text, so nothing from the server is ever set as innerHTML.
 */
export function safeNodes(html: string, o: SafeOptions = {}): ReactNode {
  if (!html || typeof DOMParser === 'undefined') return null;
  const doc = parseHtml('mf-search', html);
  return [...doc.body.childNodes].map((child, i) => convert(child, i, o));
}
