// src/deploy/github-view.ts: what GitHub is told of a deploy's report.
import { describe, expect, it } from 'vitest';
import { commentMarker, githubStatus } from '../../src/deploy/github-view.ts';
import type { DeployResult } from '../../src/deploy/report/report.ts';
import { DEPLOYMENT_ID, report } from './report/deploy-report-fixture.ts';

describe('githubStatus', () => {
  it.each<[DeployResult, string]>([
    ['deployed', 'success'],
    ['submitted', 'in_progress'],
    ['failed', 'failure'],
    ['timed-out', 'error'],
    ['cancelled', 'error'],
  ])('sets a %s deploy to %s', (result, state) => {
    expect(githubStatus(report({ result })).state).toBe(state);
  });

  it('describes the revision and its status, and points at the deployment URL', () => {
    const live = report({
      result: 'deployed',
      revisionId: 'r2',
      status: 'DEPLOYED',
      url: 'https://a.example/',
    });
    expect(githubStatus(live).details).toEqual({
      environmentUrl: 'https://a.example/',
      description: 'Revision r2: DEPLOYED',
    });
    expect(githubStatus(report({ result: 'timed-out' })).details).toEqual({
      description: 'Revision unknown: timed-out',
    });
  });
});

describe('commentMarker', () => {
  it('keeps one comment per deployment, by name, else by id', () => {
    expect(commentMarker(report({ deploymentName: 'agent-prod' }))).toBe('agent-prod');
    expect(commentMarker(report())).toBe(DEPLOYMENT_ID);
    expect(commentMarker(report({ deploymentId: undefined }))).toBe('deploy');
  });
});
