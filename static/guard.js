// guard.js: the page's one script at a fixed URL (never content-hashed),
// run before anything else. A page kept from an earlier deploy names that
// build's hashed scripts and styles, which a later deploy removes; a script
// that fails to load can say nothing itself. This one watches every script
// and stylesheet of the page and, if one fails, tells the player in the
// loading screen, with a Reload button, instead of an endless "Loading…".
// boot.js reports its own failures (the wasm, wasm_exec.js) the same way.
// It also applies the player's theme (kept by the board's settings,
// tessera/wasm/settings) before the page is drawn, so that no page
// flashes in the other colour scheme.
'use strict';

(() => {
  /**
   * tesseraTheme puts a theme in force: 'light' or 'dark', or anything else
   * for the system's. The page takes it as data-theme, and the browser's
   * bar its colour: the theme-color meta of the chosen scheme applies to
   * every medium, the other to none. The board's settings (Go) call it too.
   */
  globalThis.tesseraTheme = (theme) => {
    const chosen = theme === 'light' || theme === 'dark';
    if (chosen) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    for (const meta of document.querySelectorAll('meta[name=theme-color][data-scheme]')) {
      const scheme = meta.dataset.scheme;
      meta.media = !chosen ? `(prefers-color-scheme: ${scheme})` : scheme === theme ? 'all' : 'not all';
    }
  };
  try {
    globalThis.tesseraTheme(JSON.parse(localStorage.getItem('tessera:settings') || 'null')?.theme);
  } catch { /* no storage, or settings it cannot read: the system's scheme */ }

  /** failed reports that the page's resource at url could not be loaded. */
  function failed(url) {
    if (document.readyState === 'loading') { // the loading screen is not parsed yet
      document.addEventListener('DOMContentLoaded', () => failed(url), { once: true });
      return;
    }
    const box = document.getElementById('loading-error');
    if (!box) {
      console.error(`Part of this page could not be loaded (${url}). Reloading the page should fix it.`);
      return;
    }
    if (!box.hidden) return; // the first failure is enough
    const status = document.getElementById('loading-status');
    if (status) status.textContent = 'The game could not be started.';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'loading-retry';
    reload.textContent = 'Reload';
    reload.addEventListener('click', () => location.reload());
    box.replaceChildren('Part of this page could not be loaded: the site may have just been updated. ', reload);
    box.hidden = false;
    document.getElementById('loading')?.classList.add('failed');
  }

  // A resource's load error does not bubble: catch it on its way down.
  window.addEventListener('error', (event) => {
    const el = event.target;
    if (el instanceof HTMLScriptElement && el.src) {
      failed(el.src);
    } else if (el instanceof HTMLLinkElement && el.rel === 'stylesheet') {
      failed(el.href);
    }
  }, true);
})();
