// The Worker's entry: keeps Go off every path that does not need it.
//
// Pages come here first (wrangler.jsonc's run_worker_first); Workers
// Static Assets answers every other path with its file, or passes it here
// when no file matches. A page goes straight to the static files (the
// 404 page when none matches), except a play or embed page with a
// query (/ur?m=..., /embed/ur?m=...): a share link, which the Go handler
// renders with that position's title and metadata, or answers 400 with the
// error page (./go.mjs runs it). Go's answers are kept in the Cache API, so
// Go runs about once per distinct URL (per data centre, per deploy). Every
// answer for such a URL carries `x-tessera-cache: hit` (from the cache) or
// `miss` (Go ran); broken links (400) are never cached, so they are always
// a miss; a miss also says in x-tessera-go whether Go's instance was new or
// kept (./go.mjs). A preview
// (/preview/<game>.png?m=..., the PNG of a position) or picture
// (/preview/<game>/tall.svg?m=..., the SVG its share page shows), /oembed, /robots.txt
// and /sitemap.xml go to Go the same way.
import * as go from "./go.mjs";

// A play or embed page: /<game> or /embed/<game>.
const GAME_PAGE = /^\/(embed\/)?[a-z0-9-]+$/;
// A position's preview, with or without a query: /preview/<game>.png, and
// its pictures a share page shows until its board is drawn:
// /preview/<game>/<tall|wide>[-dark].svg.
const PREVIEW = /^\/preview\/([a-z0-9-]+\.png|[a-z0-9-]+\/(tall|wide)(-dark)?\.svg)$/;
// The oEmbed endpoint (/oembed?url=...&format=json) and the crawlers' files,
// which name the site's absolute URLs, answered by Go too.
const GO_PATHS = new Set(["/oembed", "/robots.txt", "/sitemap.xml"]);

// The attributes of a built page's head that name a URL of this site, which
// the build writes as paths (it does not know the site's address) and link
// previews want absolute.
const SITE_URLS = [
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
  ['meta[property="og:url"]', "content"],
  ['link[type="application/json+oembed"]', "href"],
];

// absolute rewrites an HTML page's site paths in SITE_URLS against the
// request's origin; anything else passes untouched.
function absolute(res, url) {
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) {
    return res;
  }
  let rewriter = new HTMLRewriter();
  for (const [selector, attr] of SITE_URLS) {
    rewriter = rewriter.on(selector, {
      element(el) {
        const value = el.getAttribute(attr);
        if (value?.startsWith("/") && !value.startsWith("//")) {
          el.setAttribute(attr, new URL(value, url.origin).href);
        }
      },
    });
  }
  return rewriter.transform(res);
}

// notFound answers 404 with the site's 404 page. Workers Static Assets
// serves it at /404 with the headers _headers gives that path: revalidated,
// never the immutable ones of /assets/*, since a missing asset must not be
// cached as if it existed. (wrangler.jsonc's not_found_handling is "none",
// so that a missing /assets/ file comes here too.)
async function notFound(env, url, method) {
  const page = await env.ASSETS.fetch(new Request(new URL("/404", url.origin), { method }));
  return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") {
      // Workers Static Assets would answer an empty 405: say it in words.
      return new Response("Only GET and HEAD requests are answered here.\n", {
        status: 405,
        headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
      });
    }
    const toGo = (url.search && GAME_PAGE.test(url.pathname)) || PREVIEW.test(url.pathname) || GO_PATHS.has(url.pathname);
    if (!toGo) {
      const res = await env.ASSETS.fetch(request);
      return absolute(res.status === 404 ? await notFound(env, url, method) : res, url);
    }
    // The key ignores the method (HEAD is answered from a GET) and adds the
    // deploy's version, since a page names its build's hashed assets.
    const version = env.CF_VERSION_METADATA?.id ?? "dev";
    const key = new Request(`${url.origin}${url.pathname}${url.search || "?"}&__v=${encodeURIComponent(version)}`);
    const cache = caches.default;
    let res = await cache.match(key);
    let state = "hit";
    if (!res) {
      state = "miss";
      res = await go.fetch(new Request(request, { method: "GET" }), env, ctx);
      // Only a rendered position is kept: the Cache API does not keep a
      // 400 (the error page), and broken links are rare.
      if (res.status === 200 && /\bpublic\b/.test(res.headers.get("cache-control") ?? "")) {
        ctx.waitUntil(cache.put(key, res.clone()));
      }
    }
    const headers = new Headers(res.headers);
    headers.set("x-tessera-cache", state);
    if (state === "hit") {
      headers.delete("x-tessera-go"); // said of the instance that ran, not of this answer
    }
    return new Response(method === "HEAD" ? null : res.body, { status: res.status, headers });
  },
};
