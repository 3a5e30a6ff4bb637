/** One dependency's answer to a readiness probe. */
export interface DependencyCheck {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, DependencyCheck>;
}

/**
 * Asks every dependency at once, each within `timeoutMs`: a store that hangs makes the node not
 * ready instead of holding the probe. The error says what failed, never a secret (no URLs).
 */
export async function checkReadiness(
  probes: Record<string, () => Promise<unknown>>,
  timeoutMs: number,
  now: () => number = () => performance.now(),
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, DependencyCheck]> => {
      const started = now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          probe(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${timeoutMs} ms`)),
              timeoutMs,
            );
          }),
        ]);
        return [name, { ok: true, ms: Math.round(now() - started) }];
      } catch (e) {
        const error = e instanceof Error ? firstLine(e.message) : 'failed';
        return [name, { ok: false, ms: Math.round(now() - started), error }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const checks = Object.fromEntries(entries);
  return { ready: entries.every(([, c]) => c.ok), checks };
}

// A driver's message may carry its connection string: any URL is cut out.
const firstLine = (message: string): string =>
  (message.split('\n')[0] ?? '').replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>').slice(0, 200);
