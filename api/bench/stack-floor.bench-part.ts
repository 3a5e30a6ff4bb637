// What the stack costs before any of the api's own code: the durable floor's handler served by a
// bare NestJS (Fastify) application (nest-floor-server.mjs), then the same with the receipt's
// Ed25519 signature each accepted bid's answer carries. Max rate and CPU per request, as the api's
// and the bare node:http floor's, in the same run: how much of quality.md's 2.5 x CPU budget the
// framework and the signature take before auth, validation, the decider and the read side.
import type { Figure } from './engine-bus.bench-part.js';
import { floorLoopAt, maxRateOf, startFloorProcess } from './engine-floor.bench-part.js';
import { latencyFigure } from './engine-http.bench-part.js';

export const STACK_FLOORS = [
  {
    name: 'Stack floor: bare NestJS (Fastify) route + fdatasync group commit',
    short: 'bare NestJS route',
    sign: '0',
  },
  {
    name: 'Stack floor: bare NestJS (Fastify) route + fdatasync group commit + receipt signature',
    short: 'bare NestJS route + signature',
    sign: '1',
  },
] as const;

/** `apiHalfRate`: the api's half rate, to time each stack's p99 there too (open loop), as the floor's. */
export async function runStackFloorBench(
  root: string,
  quick: boolean,
  apiHalfRate?: number,
): Promise<Figure[]> {
  const seconds = quick ? 5 : 10;
  const figures: Figure[] = [];
  for (const floor of STACK_FLOORS) {
    const { base, server, dir, stop } = await startFloorProcess(
      root,
      'api/bench/nest-floor-server.mjs',
      {
        SIGN: floor.sign,
      },
    );
    try {
      const { max, maxRate, maxCpuSeconds, cpuMsPerAcceptedBid } = await maxRateOf(
        base,
        server,
        seconds,
      );
      const serverCpuPercent = Math.round((maxCpuSeconds / seconds) * 100);
      console.log(
        `  ${floor.name}: max ${Math.round(maxRate)} req/s, p99 ${max.latency.p99} ms; CPU per accepted bid ${cpuMsPerAcceptedBid} ms, server CPU ${serverCpuPercent}%`,
      );
      const same = apiHalfRate
        ? await floorLoopAt(root, dir, base, apiHalfRate, seconds)
        : undefined;
      if (same)
        console.log(
          `  ${floor.name} at the api's half rate, ${apiHalfRate} req/s: p50 ${same.latency.p50} ms, p99 ${same.latency.p99} ms`,
        );
      figures.push({
        name: `${floor.name}, max rate, 64 connections`,
        value: Math.round(maxRate),
        unit: 'req/s',
        p99ms: max.latency.p99,
        accepted2xx: max['2xx'],
        serverCpuPercent,
        cpuMsPerAcceptedBid,
      });
      if (same)
        figures.push({
          name: `${floor.name}, p99 latency at the api's half rate`,
          ...latencyFigure(same),
          rate: apiHalfRate,
        });
    } finally {
      await stop();
    }
  }
  return figures;
}
