// report.js runs the report page's "Measure on this device" button: it
// compiles the AI workers' program (engines.wasm), starts it in an AI
// worker (worker.js, as boot.js does for the board) and asks for random playouts of the
// page's game for a few seconds (tessera/wasm/aiworker's playouts
// request), moving the progress bar as the worker reports.
'use strict';

(() => {
  const MILLIS = 5000;
  const root = document.getElementById('report');
  const button = document.getElementById('measure');
  const bar = document.getElementById('measure-progress');
  const result = document.getElementById('measure-result');
  if (!root || !button) return;
  let module = null; // compiled once, kept for a second measure

  /** compile downloads and compiles the program once. */
  async function compile() {
    if (!module) module = await WebAssembly.compileStreaming(fetch(root.dataset.engines));
    return module;
  }

  /** format writes a number with thousands separated. */
  const format = (n) => Math.round(n).toLocaleString('en');

  /** measure runs one measure in a fresh worker and resolves with its speed. */
  function measure(compiled) {
    return new Promise((resolve, reject) => {
      const w = new Worker(root.dataset.worker);
      const done = (fn, arg) => { w.terminate(); fn(arg); };
      w.onerror = (ev) => done(reject, new Error(ev.message || 'the worker failed'));
      w.onmessage = (ev) => {
        if (typeof ev.data !== 'string') return; // the protocol's messages are JSON strings
        const m = JSON.parse(ev.data);
        switch (m.type) {
          case 'progress':
            bar.value = Math.min(m.speed.seconds * 1000 / MILLIS, 1);
            result.textContent = `Measuring… ${format(m.speed.playouts)} playouts so far.`;
            break;
          case 'speed':
            done(resolve, m.speed);
            break;
          default:
            done(reject, new Error(m.error || `unexpected ${m.type} message`));
        }
      };
      w.postMessage({ type: 'init', module: compiled, wasmExec: new URL(root.dataset.wasmExec, location.href).href, lazy: {} });
      w.postMessage(JSON.stringify({
        type: 'playouts', id: 1, millis: MILLIS,
        request: { game: root.dataset.game, level: '', seed: Date.now() % 1e9 },
      }));
    });
  }

  button.addEventListener('click', async () => {
    button.disabled = true;
    bar.value = 0;
    result.textContent = 'Loading the program…';
    try {
      const speed = await measure(await compile());
      bar.value = 1;
      result.textContent = `This device: ${format(speed.perSecond)} random playouts a second (${format(speed.playouts)} in ${speed.seconds.toFixed(1)} s).`;
      result.dataset.perSecond = String(speed.perSecond);
    } catch (err) {
      result.textContent = `The measure failed: ${err.message}`;
    } finally {
      button.disabled = false;
    }
  });
})();
