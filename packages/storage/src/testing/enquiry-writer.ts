import { openStorage } from '../open-storage.js';

/**
 * A process that stores enquiries for tour `abc123` in the SQLite data folder named by its
 * first argument, one after another until it is killed, printing each id on its own line once
 * `createEnquiry` resolved (the enquiry is durable then, as a 201 promises). The backup test
 * runs it beside a backup to write while the backup reads.
 */
const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: enquiry-writer <data folder>');
const storage = await openStorage({ dataDir });
for (let i = 0; ; i++) {
  const stored = await storage.createEnquiry('abc123', {
    name: `Writer ${i}`,
    email: 'writer@example.com',
    message: 'Still available?',
    consent: true,
  });
  process.stdout.write(`${stored.id}\n`);
}
