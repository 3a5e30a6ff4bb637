// Entry of the SQLite writer worker thread: owns the write connection so fsyncs never block the
// main thread's event loop.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { SqliteWriter } from './sqlite-writer.js';
import type { AppendRequest, FromWriter, ToWriter } from './sqlite-writer-protocol.js';
import { toWireError } from './sqlite-writer-protocol.js';

const port = parentPort;
if (!port) throw new Error('sqlite-writer.worker must run in a worker thread');
const { file } = workerData as { file: string };
const send = (m: FromWriter): void => port.postMessage(m);

let writer: SqliteWriter | undefined;
try {
  writer = new SqliteWriter(file);
} catch (err) {
  send({ type: 'fatal', err: toWireError(err) });
}

port.on('message', (first: ToWriter) => {
  // Everything already queued goes into the same transaction: that is the group commit.
  const batch: AppendRequest[] = [];
  let closing = false;
  for (let m: ToWriter | undefined = first; m;) {
    if (m.type === 'append') batch.push(...m.batch);
    else closing = true;
    m = (receiveMessageOnPort(port)?.message as ToWriter | undefined) ?? undefined;
  }
  if (batch.length > 0) {
    if (writer) send({ type: 'outcomes', ...writer.commit(batch) });
    else
      send({
        type: 'fatal',
        err: { kind: 'other', name: 'Error', message: 'SQLite writer did not open' },
      });
  }
  if (closing) {
    writer?.close();
    writer = undefined;
    send({ type: 'closed' });
    port.close();
  }
});
