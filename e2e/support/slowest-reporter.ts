// A Playwright reporter: after the run, the slowest tests (each with its slowest steps), the slowest files and
// each project's wall-clock span, so a later look at a slow suite starts from where the time went. Alongside
// `list`, which prints each test as it ends.
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const TESTS_SHOWN = 20;
const FILES_SHOWN = 10;
/** The test's own `test.step`s shown under each of the slowest tests. */
const STEPS_SHOWN = 3;

type TRow = { title: string; file: string; project: string; ms: number; status: string; start: number; steps: Array<{ title: string; ms: number }> };

/** The test's named steps (`test.step`), nested ones as "outer › inner", leaves only. */
const namedSteps = (steps: TestStep[], prefix = ''): Array<{ title: string; ms: number }> =>
  steps
    .filter((step) => step.category === 'test.step')
    .flatMap((step) => {
      const title = prefix ? `${prefix} › ${step.title}` : step.title;
      const inner = namedSteps(step.steps, title);
      return inner.length ? inner : [{ title, ms: step.duration }];
    });

export default class SlowestReporter implements Reporter {
  private readonly tests: TRow[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project = '', file = '', ...rest] = test.titlePath();
    this.tests.push({
      title: `[${project}] ${file} › ${rest.join(' › ')}`,
      file,
      project,
      ms: result.duration,
      status: result.status,
      start: result.startTime.getTime(),
      steps: namedSteps(result.steps),
    });
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
    for (const t of slowest) {
      console.log(`  ${s(t.ms)}  ${t.title}${t.status === 'passed' ? '' : ` (${t.status})`}`);
      for (const step of [...t.steps].sort((a, b) => b.ms - a.ms).slice(0, STEPS_SHOWN)) console.log(`      ${s(step.ms)}  step: ${step.title}`);
    }
    console.log('Slowest files (test time summed):');
    for (const [file, ms] of files) console.log(`  ${s(ms)}  ${file}`);
    // Wall clock per project, first test's start to last test's end: where the run waited on a project alone.
    const spans = new Map<string, { from: number; to: number; ms: number }>();
    for (const t of this.tests) {
      const span = spans.get(t.project) ?? { from: t.start, to: t.start + t.ms, ms: 0 };
      spans.set(t.project, { from: Math.min(span.from, t.start), to: Math.max(span.to, t.start + t.ms), ms: span.ms + t.ms });
    }
    console.log('Projects (wall clock, test time):');
    for (const [project, span] of spans) console.log(`  ${s(span.to - span.from)}  ${project} (${s(span.ms).trim()} of tests)`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
