import { type BackofficeInput, type CatalogueGameRow, POPULARITY_MAX } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useToast } from '../../ui/toast.js';

/** A change to one game of the catalogue; the game is busy until the page's data is reloaded. */
export type GameChange = (
  game: CatalogueGameRow,
  input: Omit<BackofficeInput<'catalogue/updateGame'>, 'id'>,
  done: string,
) => Promise<void>;

/** The changes the catalogue's rows make, and the game being changed. */
export function useGameChanges() {
  const { t, format } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const [busyId, setBusyId] = useState<number | null>(null);

  const change: GameChange = async (game, input, done) => {
    setBusyId(game.id);
    try {
      await boCall('catalogue/updateGame', { id: game.id, ...input });
      toast(done);
      await revalidator.revalidate();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusyId(null);
    }
  };

  async function moveFirst(game: CatalogueGameRow) {
    // Above the most popular game of the whole catalogue, enabled or not.
    const top = await boCall('catalogue/list', { sort: 'popularity', order: 'desc', page: 1, perPage: 10 });
    const highest = top.items[0]?.popularity ?? 0;
    if (top.items[0]?.id === game.id) return toast(format(t.games.moved, { name: game.name }));
    await change(
      game,
      { popularity: Math.min(highest + 1, POPULARITY_MAX) },
      format(t.games.moved, { name: game.name }),
    );
  }

  return { busyId, change, moveFirst };
}
