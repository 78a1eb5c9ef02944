// The hostile inputs the corpus test sends every route: what attackers and fuzzers send, and what broke
// before (ids past PostgreSQL's int, invalid UTF-8, bodies past the limit, the wrong content type).

/** Path segments and query values, already percent-encoded where that is the point. */
export const HOSTILE_TEXT = [
  '2147483648', // 2^31, one past PostgreSQL's int
  '9223372036854775808', // 2^63
  '1e400', // Infinity once parsed as a number
  '-1',
  '0',
  '%C0%AF', // overlong UTF-8 for '/'
  '%FF', // never valid in UTF-8
  '%E2%82%AC%F0%9F%98%80%CE%BA', // non-ASCII: euro sign, emoji, Greek
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000), // overlong
];

/** Query names the site's routes read (unknown names are ignored, so these reach the schemas). */
export const QUERY_NAMES = [
  'paged',
  'orderby',
  's',
  'post_type',
  'sssid',
  'numitems',
  'redirect_to',
  'action',
  'searchstring',
  'token',
  'type',
  'id',
  'v',
  'page',
  'e-filter-blog-tag',
  'e-filter-latest-category',
  'e-page-picks',
];

/** Body fields the site's forms and JSON calls read. */
export const BODY_FIELDS = [
  'productId',
  'quantity',
  'body',
  'parent_id',
  'email',
  'password',
  'password_confirm',
  'current_password',
  'new_password',
  'display_name',
  'name',
  'captcha',
  'captcha_token',
  'captcha_answer',
  'redirect_to',
  'token',
  'action',
  'reason',
  'version',
  'percent',
  'minutes',
  'reports',
  'post_id',
  'widget_id',
  'widget_filters',
  'pagination_base_url',
  'widget_model',
  'is_edit_mode',
];

/** Numbers that must be refused, never reach a query (JSON text, so 1e400 stays as sent). */
export const HOSTILE_NUMBERS = ['2147483648', '9223372036854775808', '1e400', '-1', '1.5'];

const BODY_LIMIT = 256 * 1024;

export type HostileBody = { label: string; contentType: string; payload: string };

/** Every body variant for one state-changing route. */
export function hostileBodies(): HostileBody[] {
  const json = (value: string) => `{${BODY_FIELDS.map((f) => `"${f}":${value}`).join(',')}}`;
  const form = (value: string) => BODY_FIELDS.map((f) => `${f}=${value}`).join('&');
  const bodies: HostileBody[] = [];
  for (const n of HOSTILE_NUMBERS)
    bodies.push({ label: `json ${n}`, contentType: 'application/json', payload: json(n) });
  for (const text of HOSTILE_TEXT) {
    bodies.push({
      label: `form ${text.slice(0, 20)}`,
      contentType: 'application/x-www-form-urlencoded',
      payload: form(text),
    });
    bodies.push({
      label: `json "${text.slice(0, 20)}"`,
      contentType: 'application/json',
      payload: json(JSON.stringify(decodeURIComponentSafe(text))),
    });
  }
  bodies.push(
    { label: 'malformed json', contentType: 'application/json', payload: '{"productId":' },
    { label: 'json __proto__', contentType: 'application/json', payload: '{"__proto__":{"admin":true},"productId":1}' },
    { label: 'json array', contentType: 'application/json', payload: '[1,2,3]' },
    { label: 'json null', contentType: 'application/json', payload: 'null' },
    { label: 'json number', contentType: 'application/json', payload: '7' },
    { label: 'json nested', contentType: 'application/json', payload: json('{"a":[1,{"b":null}]}') },
    { label: 'form arrays', contentType: 'application/x-www-form-urlencoded', payload: `${form('1')}&${form('2')}` },
    { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { label: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
    { label: 'bad charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
    { label: 'oversize json', contentType: 'application/json', payload: `{"body":"${'x'.repeat(BODY_LIMIT + 1024)}"}` },
    {
      label: 'oversize form',
      contentType: 'application/x-www-form-urlencoded',
      payload: `body=${'x'.repeat(BODY_LIMIT + 1024)}`,
    },
  );
  return bodies;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A route's URL with every parameter (`:id`, `*`) replaced by one hostile value. */
export function withParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, value).replace(/\*/g, value);
}

/** The query strings sent to every route: each hostile value under every name, and names repeated (arrays). */
export function hostileQueries(): string[] {
  const queries = HOSTILE_TEXT.map((value) => QUERY_NAMES.map((name) => `${name}=${value}`).join('&'));
  queries.push(QUERY_NAMES.map((name) => `${name}=1&${name}=2`).join('&'));
  queries.push(QUERY_NAMES.map((name) => `${name}[a]=1`).join('&'));
  return queries;
}
