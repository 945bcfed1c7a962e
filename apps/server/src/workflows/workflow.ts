/**
 * Workflows: an operation that spans areas or outside services, written as named steps, each
 * with its undo (Medusa's steps with compensation, without its container).
 *
 * `runWorkflow` runs the steps in order. When one throws, the undos of the steps that completed
 * run in reverse order, and then the step's error is thrown again unchanged (so a DomainError
 * still reaches the HTTP error map). An undo that throws is never swallowed: the workflow's
 * `undoFailed` records it and arranges its retry (a job), and the other undos still run; only
 * when recording also fails does the run end in an {@link UndoFailedError} carrying every error.
 *
 * Each step must be idempotent — safe to run again with the same context — by a natural key
 * (an order id, the provider's paymentId) or an idempotency key, because a retried request or
 * job runs it again. A step that has nothing to undo (a read, or the last step) has no `undo`.
 */
export interface WorkflowStep<C> {
  /** Shown in logs and records, e.g. `charge`, `reserve-stock`. */
  readonly name: string;
  run(context: C): Promise<void>;
  undo?(context: C): Promise<void>;
}

export interface Workflow<C> {
  /** e.g. `place-order`, `pay-by-card`. */
  readonly name: string;
  readonly steps: readonly WorkflowStep<C>[];
  /** Records an undo that threw and arranges its retry; it must not throw unless that failed. */
  undoFailed(failure: { step: string; error: unknown; context: C }): Promise<void>;
}

/**
 * The run failed, and an undo failed in a way that could not even be recorded. `errors` holds
 * the step's error first, then each unrecorded undo error and the error recording it.
 */
export class UndoFailedError extends AggregateError {
  constructor(workflow: string, steps: readonly string[], errors: unknown[]) {
    super(errors, `workflow ${workflow}: undoing ${steps.join(', ')} failed and was not recorded`);
    this.name = 'UndoFailedError';
  }
}

export function defineWorkflow<C>(workflow: Workflow<C>): Workflow<C> {
  const names = workflow.steps.map((step) => step.name);
  if (new Set(names).size !== names.length) {
    throw new Error(`workflow ${workflow.name}: step names must be unique (${names.join(', ')})`);
  }
  return workflow;
}

/** Runs the steps in order; on failure undoes the completed ones in reverse and rethrows. */
export async function runWorkflow<C>(workflow: Workflow<C>, context: C): Promise<C> {
  const done: WorkflowStep<C>[] = [];
  for (const step of workflow.steps) {
    try {
      await step.run(context);
    } catch (error) {
      const unrecorded = await undoAll(workflow, done.reverse(), context);
      if (unrecorded.length === 0) throw error;
      throw new UndoFailedError(
        workflow.name,
        unrecorded.map((u) => u.step),
        [error, ...unrecorded.flatMap((u) => u.errors)],
      );
    }
    done.push(step);
  }
  return context;
}

/** Runs every undo (one failing does not stop the others); returns those not even recorded. */
async function undoAll<C>(
  workflow: Workflow<C>,
  steps: readonly WorkflowStep<C>[],
  context: C,
): Promise<{ step: string; errors: unknown[] }[]> {
  const unrecorded: { step: string; errors: unknown[] }[] = [];
  for (const step of steps) {
    if (!step.undo) continue;
    try {
      await step.undo(context);
    } catch (error) {
      try {
        await workflow.undoFailed({ step: step.name, error, context });
      } catch (recordError) {
        unrecorded.push({ step: step.name, errors: [error, recordError] });
      }
    }
  }
  return unrecorded;
}
