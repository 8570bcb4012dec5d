/**
 * The last parse of each key's text, handed out again while the text stays the same.
 *
 * The session look-up reads a player's row and balances fresh from the database on every call
 * (decision 0011), and a player's calls mostly find the same text as the call before: parsing the
 * row's forty columns, dates among them, is then work done again for the same answer. The text is
 * still read every time, so any change in the database is new text and a new parse. Values are
 * frozen, since one object may serve several requests at once.
 */
export class ParsedByText<K, T extends object> {
  private readonly entries = new Map<K, { text: string; value: Readonly<T> }>();

  constructor(
    private readonly parse: (text: string) => T,
    private readonly capacity: number,
  ) {}

  read(key: K, text: string): Readonly<T> {
    const entry = this.entries.get(key);
    if (entry?.text === text) return entry.value;
    const value = Object.freeze(this.parse(text));
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { text, value });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
