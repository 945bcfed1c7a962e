import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookShipment } from '../book';
import {
  CarrierAddressRefusedError,
  CarrierCancelNotAllowedError,
  CarrierDuplicateKeyError,
  CarrierNotSupportedError,
  CarrierRefusedError,
  CarrierSessionExpiredError,
  CarrierUnavailableError,
  carrierErrorCodes,
  carrierErrorToAppError,
} from '../carrier';
import {
  type CarrierStandIns,
  recordingLogger,
  shipmentInput,
  startCarrierStandIns,
  upsClient,
} from '../testing';

let standIns: CarrierStandIns;

beforeAll(async () => {
  standIns = await startCarrierStandIns();
});
afterAll(() => standIns.close());
beforeEach(() => {
  standIns.ups.faults.set({ mode: 'normal' });
});

const parcelsUnder = (key: string) => standIns.ups.book.list().filter((p) => p.key === key);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('UPS client against the stand-in', () => {
  it('creates a shipment with its packages, dimensions and UPS codes, and hands back PNG labels', async () => {
    const ups = upsClient(standIns);
    const input = shipmentInput();
    const { shipment, alreadyExisted } = await ups.createShipment(input);
    expect(alreadyExisted).toBe(false);
    expect(shipment.trackingNumber).toMatch(/^1Z[0-9A-F]{16}$/);
    expect(shipment.state).toBe('created');
    expect(shipment.labels).toHaveLength(2);
    expect([...shipment.labels[0]!.content.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    const [stored] = parcelsUnder(input.key);
    expect(stored?.trackingNumber).toBe(shipment.trackingNumber);
    // İstanbul is plate 34; Kadıköy's code comes from the seeded table.
    expect(stored?.fields).toMatchObject({
      ConsigneeCityCode: '34',
      ConsigneeAreaCode: '3423',
      ConsigneePhoneNumber: '5321234567',
      NumberOfPackages: '2',
      CustomerReferance: input.key,
      CustomerInvoiceNumber: 'CR-100245',
    });
    expect(stored?.fields.PackageDimensions).toEqual({
      DimensionInfo: [
        {
          Length: '40',
          Height: '10',
          Width: '30',
          Weight: '0.9',
          DescriptionOfGoods: 'Ev tekstili',
        },
        {
          Length: '20',
          Height: '20',
          Width: '20',
          Weight: '1.5',
          DescriptionOfGoods: 'Ev tekstili',
        },
      ],
    });
  });

  it('hands back ZPL labels for thermal printers when asked', async () => {
    const ups = upsClient(standIns);
    const { shipment } = await ups.createShipment(shipmentInput({ labelFormat: 'zpl' }));
    expect(shipment.labels.map((l) => l.format)).toEqual(['zpl', 'zpl']);
    const zpl = new TextDecoder().decode(shipment.labels[1]!.content);
    expect(zpl).toMatch(/^\^XA/);
    expect(zpl).toContain(shipment.trackingNumber);
  });

  it('queries by our reference and tracks by tracking number with UPS texts, to delivery', async () => {
    const ups = upsClient(standIns);
    const input = shipmentInput();
    const { shipment } = await ups.createShipment(input);
    expect(await ups.queryShipment({ key: input.key })).toMatchObject({
      key: input.key,
      trackingNumber: shipment.trackingNumber,
      state: 'created',
      statusCode: '34',
    });
    standIns.ups.book.advance(input.key, 'in_transit');
    const moving = await ups.track({ key: input.key, trackingNumber: shipment.trackingNumber });
    expect(moving.state).toBe('in_transit');
    expect(moving.events.map((e) => e.state)).toEqual(['created', 'picked_up', 'in_transit']);
    expect(moving.events[1]).toMatchObject({
      statusText: 'Gönderi şubeye teslim alındı',
      location: 'İSTANBUL AKTARMA',
    });
    standIns.ups.book.advance(input.key);
    const delivered = await ups.track({ key: input.key });
    expect(delivered).toMatchObject({
      state: 'delivered',
      statusText: 'Gönderi alıcıya teslim edildi',
    });
    expect(await ups.queryShipment({ key: 'NEVERBOOKED1' })).toBeNull();
  });

  it('cancels before pickup, and refuses a cancel after pickup with a clear error', async () => {
    const ups = upsClient(standIns);
    const first = shipmentInput();
    await ups.createShipment(first);
    await ups.cancelShipment({ key: first.key });
    expect(await ups.queryShipment({ key: first.key })).toMatchObject({ state: 'cancelled' });
    await ups.cancelShipment({ key: first.key }); // again: nothing to do

    const second = shipmentInput();
    const { shipment } = await ups.createShipment(second);
    standIns.ups.book.advance(second.key, 'picked_up');
    const refused = await ups
      .cancelShipment({ key: second.key, trackingNumber: shipment.trackingNumber })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierCancelNotAllowedError);
    expect(carrierErrorToAppError(refused as CarrierCancelNotAllowedError)).toMatchObject({
      statusCode: 409,
      code: carrierErrorCodes.cancelNotAllowed,
    });
    expect(parcelsUnder(second.key)[0]?.state).toBe('picked_up');
  });

  it('a cancel refused with an unlisted code stays refused when the follow-up query fails, and says why', async () => {
    const logger = recordingLogger();
    const ups = upsClient(standIns, { logger });
    const input = shipmentInput();
    const { shipment } = await ups.createShipment(input);
    standIns.ups.faults.set({ mode: 'error-in-200', operation: 'Cancel_Shipment_V1', times: 1 });
    standIns.ups.faults.set({
      mode: 'server-error',
      operation: 'GetTransactionsByTrackingNumber_V1',
      times: 1,
    });
    const refused = await ups
      .cancelShipment({ key: input.key, trackingNumber: shipment.trackingNumber })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierRefusedError);
    expect((refused as Error).cause).toBeInstanceOf(CarrierUnavailableError);
    const warned = logger.lines.find((l) => l.message === 'query after a refused cancel failed');
    expect(warned?.level).toBe('warn');
    expect(warned?.fields).toMatchObject({
      carrier: 'ups',
      key: input.key,
      trackingNumber: shipment.trackingNumber,
    });
    expect(warned?.fields.err).toBeInstanceOf(CarrierUnavailableError);
    expect(parcelsUnder(input.key)[0]?.state).toBe('created');
  });

  it('logs in once, reuses the session, and renews it once on a session-expired answer', async () => {
    const ups = upsClient(standIns);
    const before = standIns.ups.logins.create;
    await ups.createShipment(shipmentInput());
    await ups.createShipment(shipmentInput());
    expect(standIns.ups.logins.create - before).toBe(1);

    standIns.ups.faults.set({ mode: 'session-expired', times: 1 });
    const logger = recordingLogger();
    const renewing = upsClient(standIns, { logger });
    await renewing.createShipment(shipmentInput());
    expect(renewing.logins).toBe(2);
    expect(logger.lines.some((l) => l.message === 'carrier session renewed')).toBe(true);
  });

  it('gives up after one renewal when the new session is refused too', async () => {
    const ups = upsClient(standIns);
    const input = shipmentInput();
    standIns.ups.faults.set({ mode: 'session-expired' });
    const error = await ups.createShipment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierSessionExpiredError);
    expect(ups.logins).toBe(2);
    expect(parcelsUnder(input.key)).toHaveLength(0);
  });

  it('renews an idle session before UPS would drop it', async () => {
    let now = 0;
    const ups = upsClient(standIns, { now: () => now });
    await ups.queryShipment({ key: 'NOSUCHKEY1' });
    now += 3 * 60_000;
    await ups.queryShipment({ key: 'NOSUCHKEY1' });
    expect(ups.logins).toBe(1);
    now += 5 * 60_000;
    await ups.queryShipment({ key: 'NOSUCHKEY1' });
    expect(ups.logins).toBe(2);
  });

  it('resolves a create whose answer was lost (stored, then timed out) by a query: one shipment', async () => {
    // A short timeout for the lost answer; the session is made first so only the create waits.
    const ups = upsClient(standIns, { timeoutMs: 2_000 });
    await ups.queryShipment({ key: 'WARMUP1' });
    const input = shipmentInput();
    standIns.ups.faults.set({
      mode: 'timeout-after-store',
      times: 1,
      operation: 'CreateShipment_Type2',
    });
    const { shipment, alreadyExisted } = await bookShipment(ups, input);
    expect(alreadyExisted).toBe(true);
    expect(parcelsUnder(input.key)).toHaveLength(1);
    expect(shipment.trackingNumber).toBe(parcelsUnder(input.key)[0]?.trackingNumber);
  });

  it('answers "already exists" for a second create under the key, and booking resolves it', async () => {
    const ups = upsClient(standIns);
    const input = shipmentInput();
    const first = await ups.createShipment(input);
    const duplicate = await ups.createShipment(input).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(CarrierDuplicateKeyError);
    const booked = await bookShipment(ups, input);
    expect(booked).toMatchObject({
      alreadyExisted: true,
      shipment: { trackingNumber: first.shipment.trackingNumber },
    });
    expect(parcelsUnder(input.key)).toHaveLength(1);
  });

  it('refuses an address, naming the district: from the code table, and from UPS', async () => {
    const ups = upsClient(standIns);
    const unknown = shipmentInput({
      recipient: { ...shipmentInput().recipient, district: 'Kadıköyy' },
    });
    const fromTable = await ups.createShipment(unknown).catch((e: unknown) => e);
    expect(fromTable).toBeInstanceOf(CarrierAddressRefusedError);
    expect((fromTable as Error).message).toContain('Kadıköyy');
    expect(parcelsUnder(unknown.key)).toHaveLength(0);

    standIns.ups.faults.set({ mode: 'refuse-address', times: 1 });
    const input = shipmentInput();
    const fromUps = await ups.createShipment(input).catch((e: unknown) => e);
    expect(fromUps).toBeInstanceOf(CarrierAddressRefusedError);
    expect(fromUps).toMatchObject({ district: 'Kadıköy', details: { carrierCode: '31' } });
    expect(carrierErrorToAppError(fromUps as CarrierAddressRefusedError)).toMatchObject({
      statusCode: 422,
      errors: [{ field: 'recipient.district' }],
    });
    expect(parcelsUnder(input.key)).toHaveLength(0);
  });

  it('reads an error inside a 200 answer as a refusal, with UPS code and text', async () => {
    const ups = upsClient(standIns);
    const input = shipmentInput();
    standIns.ups.faults.set({ mode: 'error-in-200', times: 1, operation: 'CreateShipment_Type2' });
    const error = await ups.createShipment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRefusedError);
    expect(error).toMatchObject({
      code: carrierErrorCodes.refused,
      status: 422,
      details: { carrierCode: '99', carrierText: 'Sistem hatası' },
    });
    expect(parcelsUnder(input.key)).toHaveLength(0);
  });

  it('offers cash on delivery only when configured, and sends the amount then', async () => {
    const cod = { amountKurus: 125_050, kind: 'cash' as const };
    const refused = await upsClient(standIns)
      .createShipment(shipmentInput({ payment: 'cod_cash', cod }))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierNotSupportedError);
    const ups = upsClient(standIns, { cod: true });
    expect(ups.capabilities.cod).toEqual(['cash', 'card']);
    const input = shipmentInput({ payment: 'cod_cash', cod });
    await ups.createShipment(input);
    expect(parcelsUnder(input.key)[0]?.fields).toMatchObject({
      ValueOfGoods: '1250.50',
      ValueOfGoodsCurrency: 'TL',
      ValueOfGoodsPaymentType: '1',
    });
  });

  it('creates a return label from the customer back to the shop', async () => {
    const shop = {
      name: 'Çarşı Depo',
      addressLine: 'Organize Sanayi Bölgesi 4. Cad. No: 7',
      province: 'Bursa',
      district: 'Nilüfer',
      phone: '02242223344',
    };
    const ups = upsClient(standIns);
    const input = shipmentInput();
    const result = await ups.createReturnLabel({
      key: `R${input.key}`.slice(0, 20),
      orderNumber: input.orderNumber,
      customer: input.recipient,
      returnTo: shop,
      pieces: input.pieces.slice(0, 1),
      contents: 'İade',
    });
    expect(result.labelUrl).toContain('/__sandbox/ups/labels/');
    expect(result.shipment.labels).toHaveLength(1);
    const [stored] = parcelsUnder(result.shipment.key);
    expect(stored?.fields).toMatchObject({
      ShipperName: 'Ayşe Yılmaz',
      ConsigneeName: 'Çarşı Depo',
      ConsigneeCityCode: '16',
    });
  });
});
