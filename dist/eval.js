import { eval as run } from './index.js';

await run();
