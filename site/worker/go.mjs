// go.mjs runs the Go handler (build/worker/app.wasm, from site/cmd/worker)
// and keeps its instance for the next request.
//
// syumai/workers' own glue starts a new instance for every request: the
// module's memory set up, Go's runtime and every package's init, about a
// quarter of a share page's CPU. Here an instance that has answered is
// kept, and the next request takes it. An instance serves one request at
// a time, from the request to the last byte of its answer, so Go only
// ever runs inside the JavaScript calls of the request it serves (workerd
// refuses I/O made for one request on behalf of another). A request that
// finds the kept instance busy starts one of its own; one idle instance is
// kept, the last to finish. An instance whose request failed, or whose Go
// program ended, is dropped.
//
// Each answer says in x-tessera-go whether its instance was new ("new") or
// kept from an earlier request ("kept").
import "../../build/worker/wasm_exec.js";
import mod from "../../build/worker/app.wasm";

// syumai/workers' Go side calls it to catch JavaScript exceptions.
globalThis.tryCatch = (fn) => {
  try {
    return { result: fn() };
  } catch (error) {
    return { error };
  }
};

// idle is the kept instance, as start returns it, or undefined.
let idle;

// start runs a new instance of the Go program and resolves once it serves
// requests. The context it gives Go is syumai/workers' runtime context,
// less the sockets Go does not use. Its env (the ASSETS binding) is the
// same for every request of the isolate; Go reads nothing else of the
// first request's context.
async function start(env, ctx) {
  const go = new Go();
  const binding = {};
  let ready;
  const serving = new Promise((resolve) => { ready = resolve; });
  const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
  const running = { binding, ended: false };
  go.run(instance, { env, ctx, binding }).finally(() => {
    running.ended = true;
  });
  await serving;
  return running;
}

/**
 * fetch answers request with the Go handler, its body read to the end
 * before the instance can serve another request.
 */
export async function fetch(request, env, ctx) {
  let go = idle;
  idle = undefined;
  const kept = go !== undefined && !go.ended;
  if (!kept) {
    go = await start(env, ctx);
  }
  const res = await go.binding.handleRequest(request);
  const body = await res.arrayBuffer();
  if (!go.ended) {
    idle = go;
  }
  const headers = new Headers(res.headers);
  headers.set("x-tessera-go", kept ? "kept" : "new");
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}
