// A small semver range check for what remote manifests and build info carry (`^1.2.3`, `~1.2.3`,
// `1.2.3`, `>=1.2.3 <2`, `a || b`, `*`). The `semver` package is only a transitive dependency here.

type Version = [number, number, number];

export function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** The upper bound (exclusive) of a caret range: the next breaking version. */
function caretCeiling([major, minor, patch]: Version): Version {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match?.[2] ? parseVersion(match[2].replace(/\.[x*]/g, '.0')) : null;
  if (!match || !bound) return false;
  const cmp = compare(version, bound);
  switch (match[1]) {
    case '^':
      return cmp >= 0 && compare(version, caretCeiling(bound)) < 0;
    case '~':
      return cmp >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return cmp >= 0;
    case '>':
      return cmp > 0;
    case '<=':
      return cmp <= 0;
    case '<':
      return cmp < 0;
    default:
      return cmp === 0;
  }
}

/** Does `version` satisfy `range`? Unparseable input never satisfies. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(parsed, comparator)),
  );
}
