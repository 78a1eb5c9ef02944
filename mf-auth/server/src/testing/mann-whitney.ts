/**
 * Two-sided Mann-Whitney U test with the normal approximation (fine from about 20 samples a side),
 * ties given their mean rank and the variance corrected for them. Distribution-free, so it suits
 * timings, which are skewed and heavy-tailed. Returns U of `a` and the z score (0 for no difference).
 */
export function mannWhitney(a: readonly number[], b: readonly number[]): { u: number; z: number } {
  const all = [...a.map((value) => ({ value, a: true })), ...b.map((value) => ({ value, a: false }))].sort(
    (x, y) => x.value - y.value,
  );
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.value === all[i]?.value) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, item, i) => (item.a ? sum + (ranks[i] ?? 0) : sum), 0);
  const [n1, n2] = [a.length, b.length];
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  return { u, z: sigma === 0 ? 0 : (u - (n1 * n2) / 2) / sigma };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
