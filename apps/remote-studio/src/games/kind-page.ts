// What a game kind adds to the studio's one game page (game-page.ts): its board, its style, the
// data its script needs (BOOT.kind), and a script that defines `options()` (the round's choices)
// and `show(outcome)` (draws a round's result).
export interface KindPage {
  /** The play button's label. */
  play: string;
  style: string;
  board: string;
  data: unknown;
  script: string;
}
