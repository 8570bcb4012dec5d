import type { BackofficeAnswer, PlayerDetail } from '@jeton/domain/backoffice';

/** What a player's page loads: the detail, its latest adjustments and its latest rounds. */
export type PlayerPageData = PlayerDetail & {
  adjustments: BackofficeAnswer<'adjustments/list'>['items'];
  rounds: BackofficeAnswer<'players/rounds'>;
};
