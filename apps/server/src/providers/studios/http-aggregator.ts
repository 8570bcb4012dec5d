import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type {
  GameAggregator,
  StudioFailureKind,
  StudioLaunchAnswer,
  StudioLaunchRequest,
} from '../../ports/game-aggregator.js';
import { STUDIO_SIGNATURE_HEADER, signLaunchRequest } from './launch-signing.js';

// The aggregator protocol over HTTP (decision 0095): `POST {studio url}/aggregator/{studio}/launch`,
// signed with the studio's secret, answered `{ launch_url }` or `{ error: { code, message } }`.

const launchAnswer = z.object({ launch_url: z.url({ protocol: /^https?$/ }).max(2000) });

export interface StudioEndpoint {
  url: string;
  secret: string;
}

export interface HttpAggregatorOptions {
  studios: ReadonlyMap<string, StudioEndpoint>;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
}

export class HttpAggregator implements GameAggregator {
  private readonly fetch: typeof fetch;
  constructor(private readonly options: HttpAggregatorOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  connected(studio: string): boolean {
    return this.options.studios.has(studio);
  }

  frameOrigins(): string[] {
    return [...new Set([...this.options.studios.values()].map((s) => new URL(s.url).origin))];
  }

  async launchUrl(request: StudioLaunchRequest): Promise<StudioLaunchAnswer> {
    const endpoint = this.options.studios.get(request.studio);
    if (!endpoint) return failure('refused', 'studio not connected');
    const nowSeconds = Math.floor(this.options.clock.now().getTime() / 1000);
    const signed = signLaunchRequest(endpoint.secret, nowSeconds, {
      game_id: request.gameId,
      mode: request.mode,
      player_token: request.playerToken,
      player_id: request.playerId,
      currency: request.currency,
      locale: request.locale,
      return_url: request.returnUrl,
      deposit_url: request.depositUrl,
    });
    let response: Response;
    try {
      response = await this.fetch(`${endpoint.url}/aggregator/${encodeURIComponent(request.studio)}/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STUDIO_SIGNATURE_HEADER]: signed.signature },
        body: signed.body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      return isTimeout(error) ? failure('timeout', 'no answer in time') : failure('down', describe(error));
    }
    return readAnswer(response, this.options.timeoutMs);
  }
}

/** Maps the studio's answer to a launch URL or a failure kind; the body's read is bounded by the timeout too. */
async function readAnswer(response: Response, timeoutMs: number): Promise<StudioLaunchAnswer> {
  let text: string;
  try {
    text = await Promise.race([
      response.text(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new DOMException('body', 'TimeoutError')), timeoutMs).unref(),
      ),
    ]);
  } catch (error) {
    return isTimeout(error) ? failure('timeout', 'answer too slow') : failure('down', describe(error));
  }
  if (response.status >= 500) return failure('down', `HTTP ${response.status}`);
  if (response.status >= 400) return failure('refused', `HTTP ${response.status}: ${text.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('garbage', 'not JSON');
  }
  const parsed = launchAnswer.safeParse(json);
  if (!parsed.success) return failure('garbage', 'no valid launch_url');
  return { ok: true, url: parsed.data.launch_url };
}

function failure(kind: StudioFailureKind, detail: string): StudioLaunchAnswer {
  return { ok: false, kind, detail };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return cause || (error instanceof Error ? error.message : String(error));
}
