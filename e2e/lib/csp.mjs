// Content-Security-Policy checks for the end-to-end tests: every document
// of a context reports each securitypolicyviolation event as a console
// error, so watchPage (harness.mjs), which every test already asserts
// empty, fails the test on any violation.

/** The prefix of the console error a violation becomes. */
export const CSP_PREFIX = 'CSP violation:';

/** reportCSP makes every page of context report CSP violations to the console. */
export function reportCSP(context) {
  return context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`${prefix} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  }, CSP_PREFIX);
}
