// The axe-core accessibility audit: WCAG 2.1 A/AA rules, and a readable list of what fails.
//
// axe runs as @axe-core/playwright runs it (axe.runPartial in every frame, cross-origin game frames included,
// then axe.finishRun in a blank page), with three costs taken out; on the home page an audit took 30 s with
// the builder and 10 s this way, in the same run on a busy machine, with the same violations:
// - axe is injected into a frame once, not again at every audit of the same page;
// - the blank page that finishes a run is made once per browser context, not once per audit;
// - only violations are collected (`resultTypes`): the passes, incomplete and inapplicable lists, which
//   nothing reads, are the bulk of what crosses from the page.
// The builder also gives a frame 1 s to take axe and skips it silently when it is slower (seen on a loaded
// machine); here every frame waits for its injection.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { AxeResults, ElementContext, PartialResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Frames are reached through Playwright, so axe talks to no other origin itself (as the builder sets it). */
const AXE_CONFIGURE = 'axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 (label in name, level A): axe ships it as experimental, so the tag filter alone leaves it out;
 * the issue names it (buttons whose name does not contain their visible text), so it is switched on.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_21_AA }, rules: EXTRA_RULES, resultTypes: ['violations'] };
/** What fails the check: the two highest of axe's four impacts. */
const BLOCKING = new Set(['serious', 'critical']);
/** Elements listed per rule before "+N more" (the rest are the same fix). */
const NODES_SHOWN = 4;

export type TFinding = { screen: string; rule: string; impact: string; help: string; url: string; targets: string[]; summary: string };

type TAxeWindow = Window & { axe?: typeof import('axe-core'); partialResults?: string };

/** axe in this frame (a navigation or a new frame starts without it). */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as TAxeWindow).axe?.runPartial === 'function')) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(AXE_CONFIGURE);
}

/**
 * axe.runPartial in `frame` and, depth first, in each frame inside it: the list axe.finishRun expects (a frame
 * that cannot be audited counts as null, as with the builder; the top frame's failure fails the audit).
 */
type TFrameContext = { frameSelector: unknown; frameContext: unknown };

async function partialsOf(frame: Frame, context: unknown, top: boolean): Promise<PartialResults> {
  try {
    await withAxe(frame);
    const frames = await frame.evaluate<TFrameContext[], unknown>((ctx) => (window as TAxeWindow).axe!.utils.getFrameContexts(ctx as ElementContext) as TFrameContext[], context);
    const own = frame.evaluate<PartialResults[number], { ctx: unknown; options: RunOptions }>(({ ctx, options }) => (window as TAxeWindow).axe!.runPartial(ctx as ElementContext, options), { ctx: context, options: OPTIONS });
    const children: PartialResults[] = [];
    for (const { frameSelector, frameContext } of frames) {
      const element = (await frame.evaluateHandle((selector) => (window as TAxeWindow).axe!.utils.shadowSelect(selector as never), frameSelector)).asElement();
      const child = await element?.contentFrame();
      children.push(child ? await partialsOf(child, frameContext, false) : [null]);
    }
    return [await own, ...children.flat(1)];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/** One blank page per browser context finishes every run of that context (closed with it). */
const finishers = new WeakMap<BrowserContext, Promise<Page>>();
const finisherOf = (context: BrowserContext): Promise<Page> => {
  let finisher = finishers.get(context);
  if (!finisher) {
    finisher = context.newPage().then(async (blank) => {
      await withAxe(blank.mainFrame());
      return blank;
    });
    finishers.set(context, finisher);
  }
  return finisher;
};

async function analyze(page: Page): Promise<AxeResults> {
  // The whole page, as the builder asks for it when given no include or exclude.
  const partials = await partialsOf(page.mainFrame(), { include: [], exclude: [] }, true);
  const blank = await finisherOf(page.context());
  await blank.evaluate((json) => ((window as TAxeWindow).partialResults = json), JSON.stringify(partials));
  return blank.evaluate((options) => (window as TAxeWindow).axe!.finishRun(JSON.parse((window as TAxeWindow).partialResults!) as PartialResults, options), OPTIONS);
}

/** Audits the page as it is now (frames included) and returns its serious and critical findings. */
export async function auditScreen(page: Page, screen: string): Promise<TFinding[]> {
  const { violations } = await analyze(page);
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      url: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' >>> ')),
      // The first node's reason, e.g. "Element has insufficient color contrast of 3.1 (foreground color: …)".
      summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
    }));
}

/** One block per finding: screen, rule, impact and the elements, for an assertion message. */
export function formatFindings(findings: TFinding[]): string {
  return findings
    .map((f) => {
      const more = f.targets.length > NODES_SHOWN ? `\n      … and ${f.targets.length - NODES_SHOWN} more` : '';
      const nodes = f.targets.slice(0, NODES_SHOWN).map((t) => `\n      ${t}`).join('');
      return `[${f.screen}] ${f.rule} (${f.impact}, ${f.targets.length}×): ${f.help}\n    ${f.summary}${nodes}${more}\n    ${f.url}`;
    })
    .join('\n');
}
