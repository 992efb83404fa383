// What the drivers share: the page interface the scenario (../scenario.mjs)
// uses, and the window size.
//
// A driver's launch() resolves to { newPage(), close() }; newPage()
// resolves to a page with:
//   goto(url), reload()      navigate, resolving once the page has loaded
//   evaluate(fn, arg)        run fn(arg) in the page, resolve to its JSON result
//   waitFor(fn, arg, ms)     resolve once fn(arg) in the page is truthy
//   click(x, y)              a primary-button pointer click at viewport CSS pixels
//   press(key)               a key press: ArrowUp/Down/Left/Right, Enter, Space
//   errors()                 the page's console errors, uncaught exceptions and
//                            CSP violations so far
//   close()

/** viewport is every engine's window: the size the Chromium suite uses. */
export const viewport = { width: 1280, height: 800 };

/**
 * collectErrors is a script for pages whose driver hears no console: it
 * keeps console errors, uncaught exceptions, rejections nobody handled and
 * CSP violations in window.__tesseraErrors.
 */
export function collectErrors() {
  if (window.__tesseraErrors) return;
  const list = [];
  window.__tesseraErrors = list;
  addEventListener('error', (e) => list.push(`pageerror: ${e.message}`));
  addEventListener('unhandledrejection', (e) => list.push(`unhandledrejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) => list.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`));
  const error = console.error;
  console.error = (...args) => {
    list.push(`console: ${args.join(' ')}`);
    error.apply(console, args);
  };
}
