// The durable part of the floors: a worker thread appends each line to a file and fdatasyncs once
// per group of lines (as the SQLite writer does), and `appendDurably` resolves once its line is on
// disk. Shared by the bare node:http floor and the bare NestJS floor, so they differ only in HTTP.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const writer = new Worker(
  `const { parentPort, workerData } = require('node:worker_threads');
  const fs = require('node:fs');
  const fd = fs.openSync(workerData.file, 'a');
  let queued = [];
  let busy = false;
  const flush = () => {
    const group = queued;
    queued = [];
    fs.writeSync(fd, group.map((m) => m.line).join('\\n') + '\\n');
    fs.fdatasyncSync(fd);
    parentPort.postMessage(group.map((m) => m.n));
    if (queued.length) setImmediate(flush);
    else busy = false;
  };
  parentPort.on('message', (m) => {
    queued.push(m);
    if (!busy) { busy = true; setImmediate(flush); }
  });`,
  { eval: true, workerData: { file: join(process.env.DIR ?? '.', 'floor.log') } },
);
const waiting = new Map();
let next = 0;
writer.on('message', (ns) => {
  for (const n of ns) {
    waiting.get(n)?.();
    waiting.delete(n);
  }
});

/** Resolves once `line` and its group are fdatasynced. */
export function appendDurably(line) {
  const n = ++next;
  return new Promise((resolve) => {
    waiting.set(n, resolve);
    writer.postMessage({ n, line });
  });
}

/** The answer both floors send: the api's success envelope for an accepted bid. */
export const acceptedAnswer = (bid) => ({
  success: true,
  status: 'success',
  message: 'Bid placed successfully',
  data: { responseData: { id: bid.id, wprice: bid.wsprice } },
});
