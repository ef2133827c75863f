import type { TestApp } from '../testing/test-app';
import { parseCommand, runCommand } from './cli-commands';

// The CLI as the employer runs it, on a test app's database and clock: the lines it printed.
export function cliRunner(t: Pick<TestApp, 'db' | 'clock'>, defaultDomain: string) {
  return async (...args: string[]): Promise<string[]> => {
    const output: string[] = [];
    await runCommand(t.db, parseCommand(args), (text) => output.push(text), {
      defaultDomain,
      publicOrigin: 'https://jobs.northwind.test',
      now: () => t.clock.now(),
    });
    return output;
  };
}
