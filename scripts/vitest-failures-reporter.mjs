// A vitest reporter that writes one JSON line per failure to FACET_FAILURES_FILE: each failed
// test, and each suite or file that failed on its own (a beforeAll that threw, a file that did
// not load), which vitest's JSON report counts as skipped tests with no message at all.
import { appendFileSync } from 'node:fs';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

export default class FailuresReporter {
  write(kind, file, name, errors) {
    const out = process.env.FACET_FAILURES_FILE;
    if (!out) return;
    appendFileSync(
      out,
      `${JSON.stringify({ kind, file, name, message: firstLine(errors?.[0]) })}\n`,
    );
  }

  onTestCaseResult(test) {
    if (test.result().state === 'failed')
      this.write('test', test.module.moduleId, test.fullName, test.result().errors);
  }

  onTestSuiteResult(suite) {
    const errors = suite.errors();
    if (suite.state() === 'failed' && errors.length)
      this.write('suite', suite.module.moduleId, suite.fullName, errors);
  }

  onTestModuleEnd(module) {
    const errors = module.errors();
    if (errors.length) this.write('file', module.moduleId, '', errors);
  }
}
