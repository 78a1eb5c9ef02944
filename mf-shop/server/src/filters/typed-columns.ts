/**
 * The building blocks of the facet index: typed arrays that grow by doubling (a catalogue's size is known
 * only once it has been read), a number reader for PostgreSQL's aggregated text, and a binary search.
 */
/**
 * `array`'s first `size` values in an array of their own: a view when the spare room is under 2% (no second
 * copy of a million values alive while the index is finished), else a copy.
 */
export function fitted<T extends Int32Array | Float64Array | Int16Array | Uint8Array>(array: T, size: number): T {
  return (array.length - size <= array.length / 64 ? array.subarray(0, size) : array.slice(0, size)) as T;
}

/** A copy of `array` with room for `size` values (the values kept, the rest zero). */
export function grown<T extends Int32Array | Float64Array | Int16Array | Uint8Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/**
 * Int32 values that grow by doubling (the count of category links or of a sort's ids is known only once
 * read). One class per element type: a push shared by Int32Array and Float64Array would be polymorphic,
 * and a million pushes through V8's generic path cost seconds.
 */
export class GrowingInt32 {
  private data: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) this.data = grown(this.data, this.data.length * 2);
    this.data[this.length++] = value;
  }

  /** The values so far, sharing memory with this array (valid until the next push). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** The values in an array of their own size (the spare capacity given back; no copy when there is none). */
  trimmed(): Int32Array {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }
}

/**
 * Every number in the text, in order, written into `out` (`,` and `;` separate them; a leading `-` and a
 * decimal point are read). Returns how many the text holds; when that is more than `out` can take, only
 * the first ones are written and the caller retries with a larger array. No split, no substrings.
 */
export function parseNumbers(text: string | null, out: Float64Array): number {
  if (!text) return 0;
  let count = 0;
  let value = 0;
  let sign = 1;
  let scale = 0;
  let digits = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      if (scale > 0) scale *= 10;
      digits = true;
    } else if (c === 45) sign = -1;
    else if (c === 46) scale = 1;
    else {
      if (digits) {
        if (count < out.length) out[count] = (sign * value) / (scale || 1);
        count++;
      }
      value = 0;
      sign = 1;
      scale = 0;
      digits = false;
    }
  }
  return count;
}

/** Where `id` sits in ascending `ids`, or -1. */
export function positionOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = ids[mid] ?? 0;
    if (at < id) low = mid + 1;
    else if (at > id) high = mid - 1;
    else return mid;
  }
  return -1;
}
