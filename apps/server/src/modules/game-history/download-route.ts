import { type HistoryExportFormat, SESSION_COOKIE_NAME } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionService } from '../../sessions/session-service.js';
import type { GameHistoryService } from './game-history-service.js';

const CONTENT_TYPES: Record<HistoryExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `GET /platform/game-history/exports/{id}.csv` (or `.xlsx`): the file of a ready export, to the player who
 * asked for it alone (by their site session); anyone else, or an export not ready, gets a 404.
 */
export type ExportDownloadDeps = { sessions: SessionService; gameHistory: GameHistoryService };

export const exportDownload: FastifyPluginAsync<ExportDownloadDeps> = async (app, deps) => {
  app.get<{ Params: { file: string } }>('/platform/game-history/exports/:file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const match = /^([1-9]\d{0,14})\.(csv|xlsx)$/.exec(request.params.file);
    const format = match?.[2] as HistoryExportFormat | undefined;
    const session = await deps.sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    const file =
      match && format && session
        ? await deps.gameHistory.exportFile(session.userId, Number(match[1]), format)
        : null;
    if (file === null) {
      return reply
        .code(404)
        .type('application/json')
        .send({ error: { code: 'NOT_FOUND', message: 'No such export' } });
    }
    return reply
      .type(CONTENT_TYPES[format!])
      .header('content-disposition', `attachment; filename="jeton-game-history-${match![1]}.${format}"`)
      .send(typeof file === 'string' ? file : Buffer.from(file));
  });
};
