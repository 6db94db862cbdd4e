// The axe-core accessibility audit: WCAG 2.1 A/AA rules, and a readable list of what fails.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 (label in name, level A): axe ships it as experimental, so the tag filter alone leaves it out;
 * the issue names it (buttons whose name does not contain their visible text), so it is switched on.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** What fails the check: the two highest of axe's four impacts. */
const BLOCKING = new Set(['serious', 'critical']);
/** Elements listed per rule before "+N more" (the rest are the same fix). */
const NODES_SHOWN = 4;

export type TFinding = { screen: string; rule: string; impact: string; help: string; url: string; targets: string[]; summary: string };

/** Audits the page as it is now (frames included) and returns its serious and critical findings. */
export async function auditScreen(page: Page, screen: string): Promise<TFinding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ rules: EXTRA_RULES }).analyze();
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
