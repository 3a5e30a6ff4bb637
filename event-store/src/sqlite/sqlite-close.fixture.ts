// Child process of sqlite-checkpointer.int.spec.ts: appends, closes, and says so. A store whose
// close() waited on an unreferenced thread left Node with nothing to run and the await pending
// (exit code 13) instead of finishing the script.
import { events, streamName } from '../contract/contract-fixtures.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: sqlite-close.fixture.ts <file>');
const store = openSqliteEventStore({ file });
await store.append(streamName(), events(3), 'no_stream');
await store.close();
process.stdout.write('closed\n');
