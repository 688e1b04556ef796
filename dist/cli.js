#!/usr/bin/env node
import { cli as run } from './index.js';

await run(new URL('..', import.meta.url));
