// A dotenv file read as GitLab reads an `artifacts:reports:dotenv` report: `key=value` a line,
// both trimmed, the key of ASCII letters, digits and `_`; any other line fails the job.

export function readAsGitLab(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  // The last line's break ends it, and adds no line.
  for (const line of text === '' ? [] : text.replace(/\n$/, '').split('\n')) {
    const match = /^(.*?)=(.*)$/.exec(line);
    if (!match) throw new Error(`GitLab would refuse the line ${JSON.stringify(line)}`);
    const key = (match[1] as string).trim();
    if (!/^[a-zA-Z0-9_]+$/.test(key) || key.length > 255) {
      throw new Error(`GitLab would refuse the name ${JSON.stringify(key)}`);
    }
    variables[key] = (match[2] as string).trim();
  }
  return variables;
}
