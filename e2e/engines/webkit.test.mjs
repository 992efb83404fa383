// The cross-engine scenario (scenario.mjs) in WebKit. Needs `make build`.
import { suite } from './scenario.mjs';
import { launch } from './drivers/webkit.mjs';

suite('webkit', launch, {
  // Known: here the service worker often stays "activating" (its activate
  // handler deletes old caches and calls clients.claim()), so the page is
  // never controlled; sometimes it activates and the offline steps pass.
  offline: 'WebKitGTK: the service worker stays "activating"',
});
