// The cross-engine scenario (scenario.mjs) in WebKit. Needs `make build`.
import { suite } from './scenario.mjs';
import { launch } from './drivers/webkit.mjs';

suite('webkit', launch);
