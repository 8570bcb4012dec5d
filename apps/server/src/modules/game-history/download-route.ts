import { SESSION_COOKIE_NAME } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/**
 * `GET /platform/game-history/exports/{id}.csv`: the file of a ready export, to the player who
 * asked for it alone (by their site session); anyone else, or an export not ready, gets a 404.
 */
export function registerExportDownload(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>('/platform/game-history/exports/:file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const match = /^([1-9]\d{0,14})\.csv$/.exec(request.params.file);
    const session = await services.sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    const csv =
      match && session ? await services.gameHistory.exportFile(session.userId, Number(match[1])) : null;
    if (csv === null) {
      return reply
        .code(404)
        .type('application/json')
        .send({ error: { code: 'NOT_FOUND', message: 'No such export' } });
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="jeton-game-history-${match![1]}.csv"`)
      .send(csv);
  });
}
