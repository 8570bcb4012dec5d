import { z } from 'zod';
import { sign } from './signing.js';

// Jeton's seamless wallet as the studio calls it: `POST {wallet}/wallet/{studio}/{action}`, signed
// with the studio's secret. A call that gets no answer (down, timeout, 5xx) is sent again with the
// same transaction id, which the wallet answers once: a retry never moves money twice.

const moved = z.object({ transaction_id: z.string(), balance: z.string(), replayed: z.boolean() });
const balance = z.object({ balance: z.string() });
const refusal = z.object({ error: z.object({ code: z.string() }) });

export type WalletResult =
  | { kind: 'ok'; balance: bigint; replayed: boolean }
  | { kind: 'refused'; code: string }
  | { kind: 'unreachable'; detail: string };

export interface WalletClientOptions {
  url: string;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
}

export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  async call(
    studio: string,
    secret: string,
    action: string,
    body: Record<string, string>,
  ): Promise<WalletResult> {
    let last: WalletResult = { kind: 'unreachable', detail: 'not tried' };
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.options.retryDelaysMs[attempt - 1]));
      last = await this.once(studio, secret, action, body);
      if (last.kind !== 'unreachable') return last;
    }
    return last;
  }

  private async once(studio: string, secret: string, action: string, body: Record<string, string>) {
    const raw = JSON.stringify(body);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.options.url}/wallet/${studio}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-wallet-signature': sign(secret, Math.floor(Date.now() / 1000), raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { kind: 'unreachable', detail: error instanceof Error ? error.message : String(error) } as const;
    }
    return readAnswer(response.status, text);
  }
}

function readAnswer(status: number, text: string): WalletResult {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's or a crashed server's page.
  }
  if (status >= 500) return { kind: 'unreachable', detail: `HTTP ${status}` };
  const refused = refusal.safeParse(json);
  if (status >= 400 || refused.success) {
    return { kind: 'refused', code: refused.success ? refused.data.error.code : `HTTP_${status}` };
  }
  const ok = moved.safeParse(json);
  if (ok.success) return { kind: 'ok', balance: BigInt(ok.data.balance), replayed: ok.data.replayed };
  const bare = balance.safeParse(json);
  if (bare.success) return { kind: 'ok', balance: BigInt(bare.data.balance), replayed: false };
  return { kind: 'unreachable', detail: 'unreadable answer' };
}
