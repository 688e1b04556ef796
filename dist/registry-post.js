import { registryPost as run } from './index.js';

await run();
