// Shared plumbing for the end-to-end tests: start the local server or the
// Worker under wrangler dev on a free loopback port, launch Debian's
// headless Chromium, and collect a page's console errors.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const artifacts = path.join(root, 'test-artifacts');
/** build is the build folder the tests serve: $BUILD (as `make BUILD=...`) or build/. */
export const build = path.resolve(root, process.env.BUILD || 'build');
mkdirSync(artifacts, { recursive: true });

/** portsGiven are the ports freePort has handed out in this process. */
const portsGiven = new Set();

/**
 * freePort returns an unused loopback port, never the same twice in one
 * process, from below Linux's ephemeral range (32768 and up). The kernel
 * gives a socket bound to port 0 one of those: had freePort taken its port
 * that way, a server's own helper sockets (workerd's, wrangler's, the
 * browser's) could be given the same port before the server bound it,
 * which failed a CI run with "Address already in use".
 */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (portsGiven.has(port) || !(await bindable(port))) continue;
    portsGiven.add(port);
    return port;
  }
}

/** bindable says whether port can be bound on the loopback address now. */
function bindable(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function waitForHTTP(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let exited = null;
  child.once('exit', (code) => { exited = code; });
  for (;;) {
    if (exited !== null) throw new Error(`server exited with ${exited} before answering ${url}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer from ${url} after ${seconds}s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function start(cmd, args, env, url, seconds) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = [];
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** stop ends the server and resolves once it has exited (its port closed). */
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    return exited;
  };
  return waitForHTTP(url, child, seconds).then(
    () => ({ child, log, stop }),
    (err) => { stop(); throw new Error(`${err.message}\n${log.join('')}`); },
  );
}

/**
 * startServe runs `make serve`'s server (bin/serve of the build folder, or
 * of dir) on a free port.
 */
export async function startServe(dir = build) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const s = await start(path.join(dir, 'bin/serve'), ['-dir', path.join(dir, 'public')], { PORT: String(port) }, `${url}/`, 30);
  return { ...s, url };
}

/**
 * startWrangler runs the real Worker under `wrangler dev` (workerd) on a
 * free port, or on port when given; extra are more arguments for wrangler
 * dev (as --config).
 */
export async function startWrangler(extra = [], port = 0) {
  port ||= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const s = await start(path.join(root, 'node_modules/.bin/wrangler'),
    ['dev', ...extra, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort())],
    // node_modules/.bin first: wrangler runs on the project's Node (package.json).
    { WRANGLER_SEND_METRICS: 'false', CI: 'true', PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    `${url}/`, 120);
  return { ...s, url };
}

/** launchBrowser starts Debian's headless Chromium through playwright-core. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * watchPage collects a page's console errors and uncaught exceptions, so a
 * test can assert there were none.
 */
export function watchPage(page) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * useSite starts `make serve`'s server and Chromium before a test file's
 * tests and stops them after, first checking that the build holds the page
 * needs (as 'iris.html') when given. The object it returns has .server and
 * .browser once the tests run. setUp, when given, runs in the same hook once
 * both have started: a file's own set-up that needs them.
 */
export function useSite(needs, setUp) {
  const site = {};
  before(async () => {
    if (needs) assert.ok(existsSync(path.join(build, 'public', needs)), 'run make build first');
    site.server = await startServe();
    site.browser = await launchBrowser();
    await setUp?.();
  });
  after(async () => {
    await site.browser?.close();
    site.server?.stop();
  });
  return site;
}

/**
 * startHost serves, on a second loopback origin, the HTML page(url) returns
 * for every request (url: the request's URL), so that a test can embed
 * boards in a page that is not the site's. It returns { url, close }.
 */
export async function startHost(page) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page(new URL(req.url, url)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url, close: () => server.close() };
}

/** embedHostScript returns the host script as the site's /embed page shows it. */
export async function embedHostScript(browser, siteURL) {
  const context = await browser.newContext();
  const docs = await context.newPage();
  await docs.goto(`${siteURL}/embed`);
  const script = await docs.locator('#host-snippet').textContent();
  await context.close();
  return script;
}
