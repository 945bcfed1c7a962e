import { describe, expect, it } from 'vitest';
import { defineWorkflow, runWorkflow, UndoFailedError, type WorkflowStep } from './workflow';

type Log = string[];

const step = (name: string, options: { fail?: boolean; undoFails?: boolean } = {}) =>
  ({
    name,
    async run(log: Log) {
      if (options.fail) throw new Error(`${name} failed`);
      log.push(`run ${name}`);
    },
    async undo(log: Log) {
      if (options.undoFails) throw new Error(`undo ${name} failed`);
      log.push(`undo ${name}`);
    },
  }) satisfies WorkflowStep<Log>;

const recorded: { step: string; message: string }[] = [];
const workflowOf = (steps: WorkflowStep<Log>[], record = true) =>
  defineWorkflow<Log>({
    name: 'test',
    steps,
    async undoFailed({ step: name, error }) {
      if (!record) throw new Error('store down');
      recorded.push({ step: name, message: (error as Error).message });
    },
  });

describe('runWorkflow', () => {
  it('runs every step in order', async () => {
    const log = await runWorkflow(workflowOf([step('a'), step('b'), step('c')]), []);
    expect(log).toEqual(['run a', 'run b', 'run c']);
  });

  it('on failure undoes the completed steps in reverse and rethrows the same error', async () => {
    const log: Log = [];
    const failing = step('c', { fail: true });
    const error = await runWorkflow(workflowOf([step('a'), step('b'), failing]), log).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('c failed');
    expect(log).toEqual(['run a', 'run b', 'undo b', 'undo a']);
  });

  it('a failed undo is recorded, and the remaining undos still run', async () => {
    recorded.length = 0;
    const log: Log = [];
    await expect(
      runWorkflow(
        workflowOf([step('a'), step('b', { undoFails: true }), step('c', { fail: true })]),
        log,
      ),
    ).rejects.toThrow('c failed');
    expect(recorded).toEqual([{ step: 'b', message: 'undo b failed' }]);
    expect(log).toEqual(['run a', 'run b', 'undo a']);
  });

  it('an undo failure that cannot be recorded ends the run with every error', async () => {
    const log: Log = [];
    const error = await runWorkflow(
      workflowOf([step('a'), step('b', { undoFails: true }), step('c', { fail: true })], false),
      log,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UndoFailedError);
    expect((error as UndoFailedError).errors.map((e) => (e as Error).message)).toEqual([
      'c failed',
      'undo b failed',
      'store down',
    ]);
    expect(log).toEqual(['run a', 'run b', 'undo a']);
  });

  it('refuses two steps with one name', () => {
    expect(() => workflowOf([step('a'), step('a')])).toThrow(/unique/);
  });
});
