import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRedactor } from '../../src/common/redactor.ts';
import { createGitHubClient } from '../../src/github/github-client.ts';
import { startSink } from '../packing/sink-server.ts';
import { runContextFor, TOKEN, useFakeGitHub } from './github-test-setup.ts';

// The one place where text leaves for GitHub: every request the client sends has each known
// secret value starred out of what GitHub shows, whichever code built it.
/** An owner that is also a registered value: a route must still reach it. */
const OWNER = 'owner-named-like-a-secret-77';
const fakeGitHub = useFakeGitHub({ owner: OWNER });
const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';
processRedactor.add([KEY, OWNER]);

describe("the GitHub client's requests", () => {
  it("star out a secret value in a comment's body, whole or in part", async () => {
    const fake = fakeGitHub();
    const run = runContextFor(fake);
    const client = await createGitHubClient(TOKEN, run);
    await client.rest.issues.createComment({
      owner: run.owner,
      repo: run.repo,
      issue_number: 12,
      body: `Access denied for ${KEY}; first part ${KEY.slice(0, 20)}`,
    });

    expect(fake.comments[0]?.body).toBe('Access denied for ***; first part ***');
  });

  it("star out a deployment status's description and links, and leave its routing alone", async () => {
    const fake = fakeGitHub();
    const deployment = fake.addDeployment('preview');
    const run = runContextFor(fake);
    const client = await createGitHubClient(TOKEN, run);
    await client.rest.repos.createDeploymentStatus({
      owner: run.owner,
      repo: run.repo,
      deployment_id: deployment.id,
      state: 'failure',
      description: `Denied for ${KEY}`,
      environment_url: `https://agents.example.com/?key=${KEY}`,
      log_url: `https://github.example/run?k=${KEY.slice(5, 30)}`,
    });

    const [request] = fake.requestsTo('create-deployment-status');
    expect(request?.url).toBe(`/repos/${OWNER}/${fake.repo}/deployments/${deployment.id}/statuses`);
    expect(request?.body).toMatchObject({
      state: 'failure',
      description: 'Denied for ***',
      environment_url: 'https://agents.example.com/?key=***',
      log_url: 'https://github.example/run?k=***',
    });
  });
});

describe("the GitHub client's token", () => {
  let elsewhere: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    elsewhere = await startSink();
  });
  afterAll(() => elsewhere.close());

  it("goes to the API's origin only: a request to another is refused before it is sent", async () => {
    const fake = fakeGitHub();
    const client = await createGitHubClient(TOKEN, runContextFor(fake));
    await expect(
      client.request({ method: 'GET', url: `${elsewhere.origin}/page` }),
    ).rejects.toThrow(
      `the request to ${elsewhere.origin} was not sent: it is not the API's origin (${fake.url})`,
    );
    expect(elsewhere.requests).toEqual([]);
    await client.request('GET /repos/{owner}/{repo}/deployments', {
      owner: fake.owner,
      repo: fake.repo,
    });
    expect(fake.requestsTo('list-deployments')).toHaveLength(1);
  });
});
