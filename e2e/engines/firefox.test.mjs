// The cross-engine scenario (scenario.mjs) in Firefox. Needs `make build`.
import { suite } from './scenario.mjs';
import { launch } from './drivers/firefox.mjs';

suite('firefox', launch);
