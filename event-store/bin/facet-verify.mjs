#!/usr/bin/env node
// The built CLI (npx tsc -b first): a committed wrapper, so npm links an executable at install time.
import { runVerifyCli } from '../dist/audit/verify-cli.js';

process.exitCode = runVerifyCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
