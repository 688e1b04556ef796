/** Kept equal to package.json's version by a test. */
export const VERSION = '1.0.0';
export const USER_AGENT = `agent-deploy-action/${VERSION} (+https://github.com/features/actions; node ${process.versions.node})`;
