// A Playwright reporter: after the run, the slowest tests (and files) with their time, so a later look at a
// slow suite starts from where the time went. Alongside `list`, which prints each test as it ends.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const TESTS_SHOWN = 20;
const FILES_SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly tests: Array<{ title: string; file: string; ms: number; status: string }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project = '', file = '', ...rest] = test.titlePath();
    this.tests.push({ title: `[${project}] ${file} › ${rest.join(' › ')}`, file, ms: result.duration, status: result.status });
  }

  onEnd(_result: FullResult): void {
    if (this.tests.length < 2) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, TESTS_SHOWN);
    const byFile = new Map<string, number>();
    for (const t of this.tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
    const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, FILES_SHOWN);
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    console.log(`\nSlowest tests (of ${this.tests.length}, ${s(total).trim()} of test time in all):`);
    for (const t of slowest) console.log(`  ${s(t.ms)}  ${t.title}${t.status === 'passed' ? '' : ` (${t.status})`}`);
    console.log('Slowest files (test time summed):');
    for (const [file, ms] of files) console.log(`  ${s(ms)}  ${file}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
