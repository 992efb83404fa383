// worker.js starts an AI worker: boot.js posts it the page's compiled wasm
// module and the URL of wasm_exec.js; it runs the same Go program, which
// sees no document and serves AI requests (tessera/wasm/aiworker).
//
// Messages from the page that arrive before Go listens are queued. Whatever
// stops the worker (a script that does not load, a Go exit or panic) is
// reported to the page as a fatal protocol message, so the page never waits
// for an answer that cannot come.
'use strict';

let deliver = null; // Go's message handler, once it listens
const queue = [];

/** fatal tells the page that this worker cannot go on. */
function fatal(text) {
  postMessage(JSON.stringify({ type: 'fatal', error: `worker: ${text}` }));
}

/** tesseraWorker is how the Go program (aiworker.Serve) hears the page. */
globalThis.tesseraWorker = {
  listen(fn) {
    deliver = fn;
    for (const data of queue.splice(0)) deliver(data);
  },
};

/**
 * start runs the Go program on the module boot.js compiled. lazy maps the
 * names of the assets fetched only when needed (a level's data) to their
 * URLs, for the Go program to read as tesseraWorker.lazy.
 */
async function start({ module, wasmExec, lazy }) {
  globalThis.tesseraWorker.lazy = lazy ?? {};
  importScripts(wasmExec);
  const go = new Go();
  let code = 0;
  go.exit = (c) => { code = c; };
  const instance = await WebAssembly.instantiate(module, go.importObject);
  await go.run(instance);
  fatal(`the AI's Go program stopped (exit code ${code})`);
}

onmessage = (ev) => {
  if (typeof ev.data === 'string') {
    if (deliver) deliver(ev.data);
    else queue.push(ev.data);
    return;
  }
  if (ev.data?.type === 'init') {
    start(ev.data).catch((err) => fatal(`could not start: ${err.message}`));
  }
};
