// The cross-engine scenario (scenario.mjs) in Chromium. Needs `make build`.
import { suite } from './scenario.mjs';
import { launch } from './drivers/chromium.mjs';

suite('chromium', launch);
