// The floor under the HTTP bench: node:http with no framework and no domain logic, each request's
// JSON parsed and appended durably by a worker thread (one fdatasync per group of requests, as
// the SQLite writer does) before the answer. What this process cannot do on a machine, the api
// cannot either: engine-http.bench-part.ts runs it beside the api's figure, in the same minute.
//   PORT=3999 DIR=/tmp/x node api/bench/durable-floor-server.mjs
import { createServer } from 'node:http';
import { acceptedAnswer, appendDurably } from './durable-floor-writer.mjs';

createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const bid = JSON.parse(body);
    void appendDurably(JSON.stringify(bid)).then(() => {
      const out = JSON.stringify(acceptedAnswer(bid));
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(out),
      });
      res.end(out);
    });
  });
}).listen(Number(process.env.PORT ?? 3999), '127.0.0.1', () => console.log('floor ready'));
