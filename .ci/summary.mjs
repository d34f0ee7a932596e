// Sums vitest's and Playwright's JSON reports into the one line CI reads: "N passed, N failed".
// A report that is missing counts as a failure: a runner that never ran proves nothing.
// The failed tests are named (with the first lines of their error) just above that line, because
// the end of the log is what a reader of a failed run sees first.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
const failures = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');

function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...names, spec.title].join(' › ')}\n${firstLines(error)}`);
      }
    }
    playwrightFailures(suite.suites, names);
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // vitest (jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const result of report.testResults ?? []) {
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${result.name} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
      // A file that failed to load has no failed test of its own but still failed.
      if (!failedTests.length && result.status === 'failed') failures.push(`${result.name}\n${firstLines(result.message)}`);
    }
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry, unexpected ones failed.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    playwrightFailures(report.suites);
  }
}
if (failures.length) console.log(`\nfailed:\n${failures.map((failure) => `- ${failure}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
