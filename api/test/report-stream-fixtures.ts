import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ProjectionRunner, ReadModelStore } from '@facet/projections';
import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from '../src/read-side/read-side.tokens.js';
import type { Harness } from './http-harness.js';

/**
 * A full collection on demand, so the heap is measured as what is held, not as garbage not yet
 * collected: turned on in this worker only (V8 keeps the flag for contexts made after it).
 */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export const MB = 1024 * 1024;

/** The read-model store once the runner has caught up: a spec writes its many records straight in. */
export async function caughtUpReadModels(h: Harness): Promise<ReadModelStore> {
  await h.app.get<symbol, ProjectionRunner>(PROJECTION_RUNNER).caughtUp();
  return h.app.get<symbol, ReadModelStore>(READ_MODEL_STORE);
}

/** A seller "Many <lastName>" (password `seller-pass-123`) whose report is that large. */
export const registerManySeller = (h: Harness, email: string, lastName: string) =>
  h.app.get(RegisterUserHandler).register({
    email,
    password: 'seller-pass-123',
    first_name: 'Many',
    last_name: lastName,
    phone: null,
    country: 'BE',
    termcheck: true,
    role: 'seller',
  });

/** The seller report download (`POST /api/seller/report/download`), as the given bearer token. */
export const downloadSellerReport = (baseUrl: string, token: string, body: object) =>
  fetch(`${baseUrl}/api/seller/report/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** What a test keeps of a seller report it downloaded: counts and the ends, never the report. */
export interface StreamedReport {
  status: number;
  /** Records read, the header line included. */
  lines: number;
  chunks: number;
  /** The first 1,000 characters or so, and the last 1,000. */
  head: string;
  tail: string;
  /** Whether /api/health, asked at the 20th chunk, was answered before the stream ended. */
  healthMidStream: boolean | undefined;
  heapBefore: number;
  heapPeak: number;
}

/**
 * Downloads a report and reads it as it streams, sampling this process's heap (after a full
 * collection) every 50 chunks, and asking the server for /api/health once the stream is well
 * under way: a report that blocks the server, or is gathered whole, shows in what this returns.
 */
export async function readStreamedReport(
  baseUrl: string,
  download: () => Promise<Response>,
): Promise<StreamedReport> {
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const res = await download();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let streamEnded = false;
  let health: Promise<boolean> | undefined;
  let head = '';
  let tail = '';
  let lines = 0;
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Count records and keep the first and last lines only: the test must not hold the report.
    for (const byte of value) if (byte === 10) lines++;
    const text = decoder.decode(value, { stream: true });
    if (head.length < 1_000) head += text;
    tail = (tail + text).slice(-1_000);
    if (chunks % 50 === 0) {
      collect();
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    // Asked once the stream is well under way; it must be answered before the stream ends.
    if (++chunks === 20) health = fetch(`${baseUrl}/api/health`).then((r) => r.ok && !streamEnded);
  }
  streamEnded = true;
  return {
    status: res.status,
    lines,
    chunks,
    head,
    tail,
    healthMidStream: await health,
    heapBefore,
    heapPeak,
  };
}
