// How much Chromium's CPU throttling slows a dedicated worker, where the
// AI searches. Emulation.setCPUThrottlingRate is a page's setting (a worker
// target refuses it: "Operation is only supported for pages"), and on this
// machine a page slowed 4× slows its workers by only about 2 to 2.5×. The
// benches that time the AI under throttling print this factor beside their
// figures, so that a phone-class estimate can be read off them.

// probe is a page whose worker and main thread each run the same fixed
// loop and say how long it took.
const probe = `<!doctype html><title>probe</title><script>
const loop = 'let x = 0; for (let i = 0; i < 1e8; i++) x = (x * 31 + i) | 0;';
window.inWorker = () => new Promise((resolve) => {
  const src = 'onmessage = () => { const t = performance.now(); ' + loop + ' postMessage(performance.now() - t); };';
  const w = new Worker(URL.createObjectURL(new Blob([src])));
  w.onmessage = (e) => { w.terminate(); resolve(e.data); };
  w.postMessage(0);
});
window.onMain = new Function('const t = performance.now(); ' + loop + ' return performance.now() - t;');
</script>`;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * slowdown returns the factors by which a page throttled at rate slows its
 * main thread and its dedicated workers, each the ratio of the medians of
 * runs timings of the same loop, unthrottled and throttled, taken in turn.
 */
export async function slowdown(browser, rate = 4, runs = 3) {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await page.route('http://probe.invalid/', (route) => route.fulfill({ contentType: 'text/html', body: probe }));
    await page.goto('http://probe.invalid/');
    const cdp = await ctx.newCDPSession(page);
    const times = { 1: { worker: [], main: [] }, [rate]: { worker: [], main: [] } };
    for (let i = 0; i < runs; i++) {
      for (const r of [1, rate]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: r });
        times[r].worker.push(await page.evaluate(() => window.inWorker()));
        times[r].main.push(await page.evaluate(() => window.onMain()));
      }
    }
    return {
      main: median(times[rate].main) / median(times[1].main),
      worker: median(times[rate].worker) / median(times[1].worker),
    };
  } finally {
    await ctx.close();
  }
}
