// Accessibility checked by a machine: axe-core (@axe-core/playwright, in
// Debian's headless Chromium against `make serve`'s server; run `make
// build` first) finds no violation of impact serious or critical on any
// page of e2e/lib/pages.mjs, in the light and the dark theme, at a desktop
// size (1280×800) and on a phone (390×844, touch). Example boards in
// frames are checked as pages of their own (/embed/...), so each page is
// checked without its frames' contents.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useSite } from './lib/harness.mjs';
import { pages, visit } from './lib/pages.mjs';

const site = useSite('index.html');

const devices = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/** serious keeps the violations of impact serious or critical, in words. */
function serious(violations) {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('; ')}`);
}

for (const p of pages) {
  test(`axe finds nothing serious on ${p.path}, light and dark, desktop and phone`, { timeout: 600_000 }, async () => {
    const found = [];
    for (const colorScheme of ['light', 'dark']) {
      for (const [device, options] of Object.entries(devices)) {
        const context = await site.browser.newContext({ ...options, colorScheme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        assert.equal(await visit(page, site.server.url, p), p.status, p.path);
        const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
        for (const v of serious(results.violations)) found.push(`${colorScheme} ${device}: ${v}`);
        await context.close();
      }
    }
    assert.deepEqual(found, [], `${p.path}:\n${found.join('\n')}`);
  });
}
