import {
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

/** Set note: a staff note, at any time; every note is kept in the order's events. */
export function setNote(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { note: string },
) {
  return runOrderOperation(deps, request, 'note', async (tx, row, now) => {
    await updateOrder(tx, row, { staffNote: input.note }, now);
    return { message: 'Not eklendi.', data: { note: input.note } };
  });
}
