import { deploy } from './index.js';

await deploy();
