import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's script, evaluated in the page (through the debugging protocol, so the page's CSP allows it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as axe tags its rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** Up to 5 of the offending elements, as CSS selectors with their failure summary. */
  nodes: string[];
}

/**
 * Two frames, then every finite CSS transition and animation ended (at most 2 s): the layout a
 * viewport change or a route change set off has been painted and has settled. A phone-width
 * navigation bar sliding away, checked mid-way, covers the form beside it.
 */
const painted = (page: Page) =>
  page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });

/** The serious and critical WCAG 2.2 AA violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact !== undefined && v.impact !== null && BLOCKING.includes(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? undefined,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')} :: ${n.html.slice(0, 160)} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
    }));
}

/**
 * Checks the page at 1280 px and at 390 px wide (a phone): no serious or critical WCAG 2.2 AA
 * violation at either. The viewport is put back as it was.
 */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: original.height });
      await painted(page);
      expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
    }
  } finally {
    await page.setViewportSize(original);
    await painted(page);
  }
}
