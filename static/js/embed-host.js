// Size every Tessera iframe on this page to the height it asks for. That
// height is the frame's inside: a frame whose box-sizing is border-box
// (as under `* { box-sizing: border-box }`) gets its borders and padding
// on top, or its inside would stay short of the asked height and the
// board would never settle. Run it before the frames (not deferred): a
// frame tells its height when it loads, and a message sent before this
// listens is lost.
addEventListener('message', (event) => {
  const { type, height } = event.data ?? {};
  if (type !== 'tessera:height' || !Number.isFinite(height)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source && new URL(frame.src, location.href).origin === event.origin) {
      const css = getComputedStyle(frame);
      const edges = css.boxSizing !== 'border-box' ? 0
        : ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'].reduce((sum, side) => sum + parseFloat(css[side]), 0);
      frame.style.height = `${Math.min(Math.max(Math.ceil(height), 100), 5000) + edges}px`;
    }
  }
});
