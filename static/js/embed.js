// embed.js runs first on an embed page (/embed/{game}), before the board
// loads, and does two things:
//
// - It dresses the page for its parameters: <html data-mode="play|view">
//   (view mode hides the controls of play) and, when ?theme=light|dark
//   forces a scheme, <html data-theme>, which sets the CSS color-scheme the
//   stylesheets' light-dark() colours follow. Without theme= the host's
//   preference (prefers-color-scheme) decides. The Go program reads the
//   same parameters (tessera/site/embedding) for the canvas.
// - It tells the page that frames it how tall it wants to be, on load and
//   on every change of its height, with the message
//       {type: "tessera:height", height: N}   (N in CSS pixels, an integer)
//   posted to the parent with target origin '*': it carries nothing else,
//   so any host may read it. The embed listens to no message: nothing the
//   host sends is trusted, or read.
//
// Until the host sizes the frame, the board fits the frame's height, as on
// any page (board.css caps it by vh): a host that does not listen gets a
// board that fits its frame. Once the frame takes a height the embed told,
// the host listens, and the frame's height follows the page's: then
// <html data-sized> has the board take its size from the width alone
// (embed.css), since a cap by the frame's height would feed back.
'use strict';

(() => {
  const params = new URLSearchParams(location.search);
  const last = (key) => params.getAll(key).at(-1); // a repeated key's last value wins
  const root = document.documentElement;
  root.dataset.mode = last('mode') === 'view' ? 'view' : 'play';
  const theme = last('theme');
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;

  if (window.parent === window) return; // not framed: nobody to tell
  let told = 0;
  const heights = new Set(); // every height told
  const tell = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === told) return;
    told = height;
    heights.add(height);
    window.parent.postMessage({ type: 'tessera:height', height }, '*');
  };
  new ResizeObserver(tell).observe(root); // its first report comes at once
  addEventListener('load', tell);
  addEventListener('resize', () => {
    if (heights.has(window.innerHeight)) root.dataset.sized = '';
  });
})();
