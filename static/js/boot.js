// boot.js starts a Tessera board page: it downloads the wasm (with a real
// progress bar from the network), compiling it as it arrives, loads Go's wasm_exec.js and
// runs the Go program, which draws the board over the picture of the start
// position that the page shows meanwhile (and marks
// tessera:board-visible when that picture is painted).
// globalThis.tesseraPaint() paints the frames the Go program draws.
// globalThis.tesseraSpawnWorker() starts AI workers, which run another
// program, the engines (#tessera's data-engines): it is downloaded and
// compiled once, when the first worker starts (after the board is drawn),
// so a first visit waits for the page's program alone. Every failure is shown to the player in #loading-error, with a
// Retry button. It also registers the service worker (offline play) and
// offers a new version with a "Reload" bar, never switching on its own.
//
// It is an async script in the head: it runs as soon as it arrives, and
// starts the download and compilation from the module's preload link
// (#wasm, before it in the head) at once, while the page is still being
// parsed; the rest waits for the parsed page.
//
// No dependencies, no build step; the page's CSP forbids inline script and
// eval, so wasm_exec.js comes in by a script element.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  let root = null; // #tessera, once the page is parsed
  let engines = null; // the AI workers' compiled program (a promise), once one is asked for
  let progress = 0; // the part of the wasm downloaded, 0..1

  let drawing = false; // a frame is asked for to show the progress
  /**
   * showProgress puts the download's progress on the loading screen's bar,
   * once there is one, at the next frame: the bytes arrive in hundreds of
   * pieces, and the bar needs one update a frame, not one a piece.
   */
  function showProgress() {
    if (drawing) return;
    drawing = true;
    requestAnimationFrame(() => {
      drawing = false;
      const bar = $('loading-progress');
      if (bar) bar.value = progress;
    });
  }

  /** showError puts a failure in words in the loading screen, with Retry. */
  function showError(message) {
    const box = $('loading-error');
    if (!box) {
      console.error(message); // not a board page: nowhere else to say it
      return;
    }
    $('loading')?.removeAttribute('hidden');
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'loading-retry';
    retry.textContent = 'Retry';
    retry.addEventListener('click', () => location.reload());
    box.replaceChildren(`${message} `, retry);
    box.hidden = false;
    $('loading')?.classList.add('failed');
  }

  /** status shows what the loader is doing. */
  function status(text) {
    const p = $('loading-status');
    if (p) p.textContent = text;
  }

  /**
   * download fetches the wasm (the page's preload) and returns its Response
   * as it is, so that the browser can keep the compiled code for the next
   * visit (it keys it by the response's URL). From the network, it moves
   * the progress bar (once the page has one) as a copy of its bytes
   * arrives; the bar divides by the raw size, the link's data-size: the
   * transfer may be compressed, so Content-Length says nothing useful.
   */
  async function download(url, size, all) {
    const local = cached(url, all);
    const res = await fetch(url).catch(() => {
      throw new Error('The game could not be downloaded: the network seems to be down.');
    });
    if (!res.ok) {
      throw new Error(`The game could not be downloaded (the server answered ${res.status} ${res.statusText}).`);
    }
    // From the service worker's cache there is no wait to show, and a copy
    // of the bytes would only slow the compiler.
    if (size > 0 && res.body && !(await local)) {
      let read = 0;
      res.clone().body.pipeTo(new WritableStream({
        write(chunk) {
          read += chunk.byteLength;
          progress = Math.min(read / size, 1);
          showProgress();
        },
      })).catch(() => {}); // the download's own failure is reported by the compiler
    }
    return res;
  }

  /**
   * cached says whether the service worker that controls the page holds
   * url in its cache, or all (the program for every game, which it serves
   * in place of a game's own), and so serves it from there. (After a new
   * deploy the old worker controls the page, and the new build's module
   * comes from the network.)
   */
  async function cached(url, all) {
    if (!navigator.serviceWorker?.controller || !globalThis.caches) return false;
    const has = (u) => (u ? caches.match(u).catch(() => undefined) : undefined);
    return Boolean((await has(url)) || (await has(all)));
  }

  /**
   * compile starts downloading and compiling the module the preload link
   * names, and returns the compiled module's promise (null without a link:
   * a page without a board). A failure is reported when start awaits it.
   */
  function compile(link) {
    if (!link) return null;
    const compiled = WebAssembly.compileStreaming(download(link.href, Number(link.dataset.size), link.dataset.all));
    compiled.catch(() => {}); // reported by start
    return compiled;
  }

  /** startError words a compile or link failure for the player; other errors pass as they are. */
  const startError = (err) => (err instanceof WebAssembly.CompileError || err instanceof WebAssembly.LinkError
    ? new Error(`The game could not be started: ${err.message}`) : err);

  /** loadScript adds a script element and resolves once it has run. */
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error('Part of the game (wasm_exec.js) could not be loaded.'));
      document.head.append(s);
    });
  }

  /**
   * keepStderr wraps wasm_exec.js's output to keep what Go writes to
   * standard error, and returns a function giving its panic line (or first
   * line) to show to the player.
   */
  function keepStderr() {
    let text = '';
    const decoder = new TextDecoder();
    const write = globalThis.fs.writeSync;
    globalThis.fs.writeSync = function (fd, buf) {
      if (fd === 2) text = (text + decoder.decode(buf)).slice(-65536);
      return write.call(this, fd, buf);
    };
    return () => {
      const lines = text.split('\n').filter((l) => l.trim());
      return lines.findLast((l) => /^(panic|fatal error)/.test(l)) ?? lines[0] ?? '';
    };
  }

  /**
   * enginesModule returns the AI workers' compiled program, downloading
   * and compiling it the first time, and marks tessera:engines-ready when
   * it is compiled. A failed download is tried again by the next worker.
   */
  function enginesModule() {
    if (!engines) {
      engines = fetch(root.dataset.engines).then(async (res) => {
        if (!res.ok) throw new Error(`the server answered ${res.status} ${res.statusText}`);
        const module = await WebAssembly.compileStreaming(res);
        performance.mark('tessera:engines-ready');
        return module;
      }, () => {
        throw new Error('the network seems to be down');
      });
      engines.catch(() => { engines = null; });
    }
    return engines;
  }

  /**
   * run makes the recorded calls f[from..to) on ctx, taking their strings
   * from s at j on, and returns where the strings after them begin. With
   * paints false it makes only those that set the drawing state or the
   * path: where a frame's ground is drawn from kept pixels, what follows
   * needs the state its calls leave.
   */
  function run(ctx, f, s, from, to, j, paints) {
    let i = from;
    /** stops adds a gradient's stops: their count, then each offset, with each colour a string. */
    const stops = (g) => {
      for (let n = f[i++]; n > 0; n--) g.addColorStop(f[i++], s[j++]);
      return g;
    };
    while (i < to) {
      switch (f[i++]) {
        case 0: ctx.save(); break;
        case 1: ctx.restore(); break;
        case 2: ctx.beginPath(); break;
        case 3: ctx.closePath(); break;
        case 4: ctx.moveTo(f[i], f[i + 1]); i += 2; break;
        case 5: ctx.lineTo(f[i], f[i + 1]); i += 2; break;
        case 6: ctx.arc(f[i], f[i + 1], f[i + 2], f[i + 3], f[i + 4]); i += 5; break;
        case 7: ctx.ellipse(f[i], f[i + 1], f[i + 2], f[i + 3], f[i + 4], f[i + 5], f[i + 6]); i += 7; break;
        case 8: ctx.roundRect(f[i], f[i + 1], f[i + 2], f[i + 3], f[i + 4]); i += 5; break;
        case 9: if (paints) ctx.fill(); break;
        case 10: if (paints) ctx.stroke(); break;
        case 11: if (paints) ctx.clearRect(f[i], f[i + 1], f[i + 2], f[i + 3]); i += 4; break;
        case 12: ctx.fillStyle = s[j++]; break;
        case 13: ctx.strokeStyle = s[j++]; break;
        case 14: ctx.lineWidth = f[i++]; break;
        case 15: ctx.globalAlpha = f[i++]; break;
        case 16: ctx.font = s[j++]; break;
        case 17: {
          const n = f[i++];
          ctx.setLineDash(Array.from(f.subarray(i, i + n)));
          i += n;
          break;
        }
        case 18:
          ctx.shadowBlur = f[i];
          ctx.shadowOffsetX = f[i + 1];
          ctx.shadowOffsetY = f[i + 2];
          ctx.shadowColor = s[j++];
          i += 3;
          break;
        case 19: {
          const g = ctx.createLinearGradient(f[i], f[i + 1], f[i + 2], f[i + 3]);
          i += 4;
          ctx.fillStyle = stops(g);
          break;
        }
        case 20: {
          const g = ctx.createRadialGradient(f[i], f[i + 1], f[i + 2], f[i + 3], f[i + 4], f[i + 5]);
          i += 6;
          ctx.fillStyle = stops(g);
          break;
        }
        case 21: if (paints) ctx.fillText(s[j], f[i], f[i + 1]); j++; i += 2; break;
        default: throw new Error(`paint: no call ${f[i - 1]}`);
      }
    }
    return j;
  }

  /** grounds holds, by context, the pixels of the board's ground it last painted twice running. */
  const grounds = new WeakMap();

  /** keepGround keeps ctx's pixels as its ground. */
  function keepGround(ctx) {
    const kept = document.createElement('canvas');
    kept.width = ctx.canvas.width;
    kept.height = ctx.canvas.height;
    kept.getContext('2d').drawImage(ctx.canvas, 0, 0);
    grounds.set(ctx, kept);
  }

  /**
   * paint paints a frame the Go program recorded (tessera/wasm/paint) on a
   * canvas's 2D context, in one call from Go: a board is hundreds of
   * drawing calls, and each call from Go to JavaScript costs more than the
   * drawing it asks for. The record is a list of calls: each is its opcode
   * (the order of tessera/wasm/paint's constants) and then its numbers,
   * little-endian float64s (bytes, a Uint8Array); the strings the calls
   * take are in order in strings, joined by NUL. It resets ctx to the
   * frame's scale (dpr device pixels a CSS pixel), with text centred on its
   * point, and makes the calls.
   *
   * The calls before byte ground (-1: none) draw the board's ground, which
   * same says is drawn by the same calls as in the last frame. A ground
   * drawn twice running is kept as pixels, and from then on copied while it
   * stays the same: only the calls after it paint.
   */
  function paint(ctx, dpr, bytes, strings, ground, same) {
    const f = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
    const s = strings.split('\0');
    const end = ground < 0 ? f.length : ground / 8;
    const kept = grounds.get(ctx);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    let j;
    if (same && kept?.width === ctx.canvas.width && kept.height === ctx.canvas.height) {
      j = run(ctx, f, s, 0, end, 0, false);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.shadowColor = 'transparent';
      ctx.globalCompositeOperation = 'copy';
      ctx.drawImage(kept, 0, 0);
      ctx.restore();
    } else {
      j = run(ctx, f, s, 0, end, 0, true);
      grounds.delete(ctx);
      if (same) keepGround(ctx);
    }
    run(ctx, f, s, end, f.length, j, true);
  }

  /**
   * spawnWorker starts an AI worker. The worker queues the page's requests
   * until boot.js posts it the compiled engines, or says it cannot start
   * when they could not be had; the page then hears a fatal message.
   */
  function spawnWorker() {
    if (!root) throw new Error('boot: the game is not loaded yet');
    const w = new Worker(root.dataset.worker);
    const lazy = {}; // the lazy assets' absolute URLs: a worker has no base to resolve against
    for (const [name, url] of Object.entries(JSON.parse(root.dataset.lazy || '{}'))) {
      lazy[name] = new URL(url, location.href).href;
    }
    const wasmExec = new URL(root.dataset.wasmExec, location.href).href;
    enginesModule().then(
      (module) => w.postMessage({ type: 'init', module, wasmExec, lazy }),
      (err) => w.postMessage({ type: 'fail', words: `The computer player could not be downloaded: ${err.message}.` }),
    );
    return w;
  }

  /**
   * markVisible sets the mark tessera:board-visible when the picture of the
   * board (#loading's, until the Go program draws it) is painted: its
   * Element Timing where the browser has it, else its load.
   */
  function markVisible() {
    const img = document.querySelector('#loading .board-picture img');
    if (!img) return;
    const mark = (startTime) => {
      if (performance.getEntriesByName('tessera:board-visible').length) return;
      performance.mark('tessera:board-visible', startTime === undefined ? undefined : { startTime });
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
      new PerformanceObserver((list, observer) => {
        const e = list.getEntries().find((x) => x.identifier === 'board-picture');
        if (!e) return;
        observer.disconnect();
        mark(e.renderTime || e.loadTime);
      }).observe({ type: 'element', buffered: true });
    } else if (img.complete && img.naturalWidth) {
      mark();
    } else {
      img.addEventListener('load', () => mark(), { once: true });
    }
  }

  /**
   * start runs the Go program of the board once the module is compiled
   * (compiled, begun by compile) and wasm_exec.js (Go's glue, preloaded
   * with it) has run.
   */
  async function start(compiled) {
    markVisible();
    showProgress();
    status('Downloading the game…');
    await loadScript(root.dataset.wasmExec);
    const go = new Go();
    let code = 0;
    go.exit = (c) => { code = c; };
    const stderr = keepStderr();
    const module = await compiled.catch((err) => { throw startError(err); });
    const instance = await WebAssembly.instantiate(module, go.importObject).catch((err) => { throw startError(err); });
    globalThis.tesseraSpawnWorker = spawnWorker;
    globalThis.tesseraPaint = paint;
    whenPlayable(registerServiceWorker); // its precache never competes with the board
    status('Starting…');
    await go.run(instance);
    // The page's program never ends on its own: any exit is a failure.
    const why = stderr();
    throw new Error(`The game stopped unexpectedly (exit code ${code})${why ? `: ${why}` : '.'}`);
  }

  /**
   * offerReload shows the "new version" bar once; its button calls act.
   */
  function offerReload(act) {
    if (document.querySelector('.update-bar')) return;
    const bar = document.createElement('div');
    bar.className = 'update-bar';
    bar.setAttribute('role', 'status');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      button.disabled = true;
      act();
    });
    bar.append('A new version of Tessera is ready — ', button);
    document.body.append(bar);
  }

  /** watchUpdates offers a new version of the site once it is installed. */
  function watchUpdates(reg) {
    if (!reg) return; // service workers blocked (a browser setting, or a test harness)
    let accepted = false;
    const offer = (waiting) => {
      if (!navigator.serviceWorker.controller) return; // first visit: nothing to replace
      offerReload(() => {
        accepted = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      });
    };
    const track = (sw) => {
      if (!sw) return;
      if (sw.state === 'installed') offer(sw);
      else sw.addEventListener('statechange', () => { if (sw.state === 'installed') offer(sw); });
    };
    track(reg.waiting || reg.installing);
    reg.addEventListener('updatefound', () => track(reg.installing));
    // The page that accepted the new version reloads into it. Another page
    // (a second tab) keeps running the build it loaded, now under the new
    // service worker: it is offered the reload, never forced.
    // (A first visit's page is claimed too: it had no build to replace.)
    let controlled = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (accepted) location.reload();
      else if (controlled) offerReload(() => location.reload());
      controlled = true;
    });
  }

  /**
   * whenPlayable calls f once the Go program has drawn the board (its mark
   * tessera:board-drawn).
   */
  function whenPlayable(f) {
    if (performance.getEntriesByName('tessera:board-drawn').length) {
      f();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'tessera:board-drawn')) return;
      observer.disconnect();
      f();
    }).observe({ type: 'mark' });
  }

  /** registerServiceWorker sets up offline play and update offers. */
  function registerServiceWorker() {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watchUpdates, (err) => {
      console.warn('boot: offline play is unavailable:', err.message);
    });
  }

  const compiled = compile($('wasm'));
  /** main starts the board, or on a page without one only the service worker. */
  const main = () => {
    root = $('tessera');
    if (root && compiled) {
      start(compiled).catch((err) => showError(err.message));
    } else {
      registerServiceWorker();
    }
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', main, { once: true });
  } else {
    main();
  }
})();
