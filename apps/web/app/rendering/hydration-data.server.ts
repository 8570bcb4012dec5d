import type { EntryContext } from 'react-router';

/**
 * What React Router keeps per render, read by its StreamTransfer component: for each step of the
 * hydration stream, a promise that carries its settled result. Internal to React Router (7.18); the
 * caller checks the rendered page and falls back to streaming if this shape ever stops working.
 */
interface StreamStep extends Promise<void> {
  result?: { done: boolean; value: string };
}
interface RenderMeta {
  streamCache?: Record<number, StreamStep>;
}

/**
 * Reads the whole hydration stream (the loaders' data, which React Router encodes for the browser)
 * before the page renders, and hands it to React Router's StreamTransfer as one step that is already
 * settled, so the document renders without suspending. Our loaders defer nothing, so the stream is
 * complete as soon as it is read; were a loader to defer, this waits for it as a crawler's page does.
 */
export async function settleHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  const meta = (context as EntryContext & { renderMeta?: RenderMeta }).renderMeta;
  if (!stream || !meta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = '';
  for (;;) {
    const step = await reader.read();
    if (step.done) break;
    value += decoder.decode(step.value, { stream: true });
  }
  value += decoder.decode();
  // ServerRouter asks the stream for a reader when it renders: give it this one, whose stream is
  // read to its end (releasing the lock instead would build an Error, for nothing, on every page).
  context.serverHandoffStream = { getReader: () => reader } as unknown as ReadableStream<Uint8Array>;
  const settled: StreamStep = Promise.resolve();
  settled.result = { done: true, value };
  meta.streamCache = { 0: settled };
}
