import {
  type Carrier,
  CarrierDuplicateKeyError,
  CarrierUnavailableError,
  type CreateShipmentInput,
  type CreateShipmentResult,
} from './carrier';

/**
 * Books a shipment exactly once under its key. The key must already be stored on our side.
 * - "already exists" → the carrier's shipment under the key is ours: query and return it.
 * - answer lost (timeout, 5xx after sending) → query; found means it was created, not found
 *   means the carrier never stored it, so one more create under the same key is safe (the
 *   carrier refuses a duplicate key anyway).
 * Anything else (address refused, error inside a 200 answer) is thrown unchanged: nothing was
 * booked.
 */
export async function bookShipment(
  carrier: Carrier,
  input: CreateShipmentInput,
): Promise<CreateShipmentResult> {
  const ref = { key: input.key, payment: input.payment };
  try {
    return await carrier.createShipment(input);
  } catch (error) {
    const unknown = error instanceof CarrierUnavailableError && error.outcomeUnknown;
    if (!(error instanceof CarrierDuplicateKeyError) && !unknown) throw error;
    const found = await carrier.queryShipment(ref);
    if (found) return { shipment: found, alreadyExisted: true };
    if (error instanceof CarrierDuplicateKeyError) throw error;
  }
  try {
    return await carrier.createShipment(input);
  } catch (error) {
    if (!(error instanceof CarrierDuplicateKeyError)) throw error;
    const found = await carrier.queryShipment(ref);
    if (found) return { shipment: found, alreadyExisted: true };
    throw error;
  }
}
