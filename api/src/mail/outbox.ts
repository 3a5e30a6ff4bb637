import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SentMail } from './mailer.port.js';

/** `DATA_DIR/outbox/*.json`: every message sent, whatever the transport (the back office lists it). */
export class Outbox {
  constructor(readonly dir: string) {}

  async record(mail: SentMail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const name = `${mail.at.replace(/[:.]/g, '-')}-${mail.id}.json`;
    await writeFile(join(this.dir, name), JSON.stringify(mail, null, 2), { mode: 0o600 });
  }

  /** Newest first. */
  async list(limit: number, offset = 0): Promise<{ records: SentMail[]; total: number }> {
    let names: string[];
    try {
      names = (await readdir(this.dir))
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      return { records: [], total: 0 };
    }
    const page = names.slice(offset, offset + limit);
    const records = await Promise.all(
      page.map(async (n) => JSON.parse(await readFile(join(this.dir, n), 'utf8')) as SentMail),
    );
    return { records, total: names.length };
  }
}
