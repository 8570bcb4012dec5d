// The games this studio serves, by the id Jeton's catalogue gives them (its seed's sysnames):
// Northern Lights Gaming's slots, all on the studio's 5×3 maths (slot-maths.ts).

export interface StudioGame {
  id: string;
  studio: string;
  name: { en: string; fr: string };
}

export const GAMES: ReadonlyMap<string, StudioGame> = new Map(
  (
    [
      ['aurora-fortune', 'Aurora Fortune', 'Fortune de l’aurore'],
      ['frozen-gems', 'Frozen Gems', 'Gemmes gelées'],
      ['polar-reels', 'Polar Reels', 'Rouleaux polaires'],
      ['midnight-sun', 'Midnight Sun', 'Soleil de minuit'],
      ['fjord-treasure', 'Fjord Treasure', 'Trésor du fjord'],
    ] as const
  ).map(([id, en, fr]) => [id, { id, studio: 'northern-lights', name: { en, fr } }]),
);
