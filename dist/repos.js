import { repos } from './index.js';

await repos();
