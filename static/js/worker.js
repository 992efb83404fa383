// worker.js starts an AI worker: boot.js posts it the compiled program of
// the engines (engines.wasm, tessera/wasm/cmd/engines) and the URL of
// wasm_exec.js, and it runs it: the program serves AI requests
// (tessera/wasm/aiworker). When the program could not be had, boot.js
// says so instead, and the worker tells the page it cannot go on.
//
// Messages from the page that arrive before Go listens are queued. Whatever
// stops the worker (a script that does not load, a Go exit or panic) is
// reported to the page as a fatal protocol message, so the page never waits
// for an answer that cannot come.
'use strict';

let deliver = null; // Go's message handler, once it listens
const queue = [];

/**
 * fatal tells the page that this worker cannot go on; words, when given,
 * are for the player.
 */
function fatal(text, words) {
  postMessage(JSON.stringify({ type: 'fatal', error: `worker: ${text}`, ...(words ? { words } : {}) }));
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
  globalThis.tesseraWorker.memory = instance.exports.mem; // for tools: the soak (e2e/soak) samples its size
  await go.run(instance);
  fatal(`the AI's Go program stopped (exit code ${code})`);
}

// Only the page that started this dedicated worker can post to it. A
// string is a protocol message for Go, which checks its shape (and answers
// fatal to one it cannot read); the one init, with a compiled module and a
// URL, starts Go, and a fail before it (boot.js could not have the
// program) is passed on as fatal, with its words for the player; anything
// else (a second init, another shape) is ignored.
let started = false;
onmessage = (ev) => {
  if (typeof ev.data === 'string') {
    if (deliver) deliver(ev.data);
    else queue.push(ev.data);
    return;
  }
  const init = ev.data;
  if (!started && init?.type === 'init' && init.module instanceof WebAssembly.Module && typeof init.wasmExec === 'string') {
    started = true;
    start(init).catch((err) => fatal(`could not start: ${err.message}`));
  } else if (!started && init?.type === 'fail' && typeof init.words === 'string') {
    started = true;
    fatal(init.words, init.words);
  }
};
