// The floor under the HTTP bench: node:http with no framework and no domain logic, each request's
// JSON parsed and appended durably by a worker thread (one fdatasync per group of requests, as
// the SQLite writer does) before the answer. What this process cannot do on a machine, the api
// cannot either: engine-http.bench-part.ts runs it beside the api's figure, in the same minute.
//   PORT=3999 DIR=/tmp/x node api/bench/durable-floor-server.mjs
import { createServer } from 'node:http';
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

createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const bid = JSON.parse(body);
    const n = ++next;
    waiting.set(n, () => {
      const out = JSON.stringify({
        success: true,
        status: 'success',
        message: 'Bid placed successfully',
        data: { responseData: { id: bid.id, wprice: bid.wsprice } },
      });
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(out),
      });
      res.end(out);
    });
    writer.postMessage({ n, line: JSON.stringify(bid) });
  });
}).listen(Number(process.env.PORT ?? 3999), '127.0.0.1', () => console.log('floor ready'));
