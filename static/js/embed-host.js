// Size every Tessera iframe on this page to the height it asks for.
addEventListener('message', (event) => {
  const { type, height } = event.data ?? {};
  if (type !== 'tessera:height' || !Number.isFinite(height)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source && new URL(frame.src, location.href).origin === event.origin) {
      frame.style.height = `${Math.min(Math.max(Math.ceil(height), 100), 5000)}px`;
    }
  }
});
