#!/usr/bin/env node
// The built CLI (npx tsc -b first): a committed wrapper, so npm links an executable at install time.
import { runVerifyCli } from '../dist/audit/verify-cli.js';
import { runVerifyOpeningCli } from '../dist/audit/verify-opening-cli.js';

const args = process.argv.slice(2);
const io = { out: (line) => console.log(line), err: (line) => console.error(line) };
if (args[0] === '--opening' && args.length === 2)
  process.exitCode = await runVerifyOpeningCli(args[1], io);
else process.exitCode = runVerifyCli(args, io);
