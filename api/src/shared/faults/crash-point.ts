/**
 * A place where a test may kill the process as a power cut would (SIGKILL: no handler runs, no
 * buffer is flushed), named by FACET_CRASH_AT. Only the kill -9 test sets it; unset, this is a
 * no-op. It proves that every step before the point is durable and every step after it is
 * finished by a retry with the same command id.
 */
export function crashPoint(name: string): void {
  if (process.env.FACET_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
