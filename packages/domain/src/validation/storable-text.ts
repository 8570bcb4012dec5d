// Text the database can store (decision 0085): one rule for every string a caller sends, whatever
// the field. PostgreSQL's text and jsonb refuse NUL, and a UTF-16 surrogate without its pair has no
// UTF-8 form at all (jsonb refuses its escape); the other control characters but tab, line feed and
// carriage return are refused too: nobody types them, they cannot be seen, and they corrupt the
// exports, logs and terminals the text ends up in.

/**
 * A control character (category Cc: C0, DEL, C1) other than tab, LF and CR; or a surrogate, which in
 * a `u` pattern matches only one without its pair (a pair is read as the one character it encodes).
 */
const UNSTORABLE = /[^\P{Cc}\t\n\r]|[\uD800-\uDFFF]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A place in a caller's input: property names and list positions. */
export type TextPath = (string | number)[];

interface Place {
  value: unknown;
  key: string | number | undefined;
  parent: Place | undefined;
}

/**
 * The paths of the strings in `input` that cannot be stored, and of the objects holding a key that
 * cannot (a record's keys are stored too). Only what parsers make is walked, lists and plain
 * objects; anything else (a file's bytes) is not text. Iterative: a hostile body may nest deeply.
 */
export function unstorableTextPaths(input: unknown): TextPath[] {
  const found: TextPath[] = [];
  const pending: Place[] = [{ value: input, key: undefined, parent: undefined }];
  for (let index = 0; index < pending.length; index += 1) {
    const place = pending[index]!;
    const { value } = place;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pathOf(place));
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        pending.push({ value: item, key: position, parent: place });
      });
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) found.push(pathOf(place));
        pending.push({ value: child, key, parent: place });
      }
    }
  }
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function pathOf(place: Place): TextPath {
  const path: TextPath = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
