/** How many times each named point was passed in this process (names are ours, never a client's). */
const passes = new Map<string, number>();

/**
 * A place where a test may kill the process as a power cut would (SIGKILL: no handler runs, no
 * buffer is flushed), named by FACET_CRASH_AT. Only the kill -9 tests set it; unset, this is a
 * no-op. It proves that every step before the point is durable and every step after it is
 * finished by a retry with the same command id. `name@N` kills at the Nth pass (a storm is
 * killed mid-way, after N commands were written but not answered).
 */
export function crashPoint(name: string): void {
  const target = process.env.FACET_CRASH_AT;
  if (!target) return;
  const [at, nth] = target.split('@');
  if (at !== name) return;
  const passed = (passes.get(name) ?? 0) + 1;
  passes.set(name, passed);
  if (passed >= Number(nth ?? 1)) process.kill(process.pid, 'SIGKILL');
}
