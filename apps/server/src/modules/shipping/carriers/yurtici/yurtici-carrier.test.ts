import { YURTICI_SANDBOX_CREDENTIALS } from '@carsi/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookShipment } from '../book';
import {
  CarrierAddressRefusedError,
  CarrierCancelNotAllowedError,
  CarrierDuplicateKeyError,
  CarrierNotConfiguredError,
  CarrierRefusedError,
  CarrierShipmentNotFoundError,
  carrierErrorCodes,
} from '../carrier';
import {
  type CarrierStandIns,
  recordingLogger,
  shipmentInput,
  startCarrierStandIns,
  yurticiClient,
} from '../testing';

let standIns: CarrierStandIns;

beforeAll(async () => {
  standIns = await startCarrierStandIns();
});
afterAll(() => standIns.close());
beforeEach(() => {
  standIns.yurtici.faults.set({ mode: 'normal' });
});

const parcelsUnder = (key: string) => standIns.yurtici.book.list().filter((p) => p.key === key);

describe('Yurtiçi client against the stand-in', () => {
  it('creates by our cargo key; the shipment number comes once the branch has it', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    const { shipment } = await yk.createShipment(input);
    expect(shipment).toMatchObject({ key: input.key, trackingNumber: null, state: 'created' });
    const [stored] = parcelsUnder(input.key);
    expect(stored?.user).toBe(YURTICI_SANDBOX_CREDENTIALS.sender.username);
    expect(stored?.fields).toMatchObject({
      cargoKey: input.key,
      invoiceKey: input.key,
      receiverCustName: 'Ayşe Yılmaz',
      receiverAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      cityName: 'İstanbul',
      townName: 'Kadıköy',
      receiverPhone1: '5321234567',
      cargoCount: '2',
      desi: '7',
      kg: '2.4',
    });
    expect(await yk.queryShipment({ key: input.key })).toMatchObject({
      state: 'created',
      trackingNumber: null,
      statusText: 'Kargo işlem görmemiş.',
    });

    standIns.yurtici.book.advance(input.key, 'picked_up');
    const picked = await yk.track({ key: input.key });
    expect(picked.state).toBe('picked_up');
    expect(picked.trackingNumber).toMatch(/^\d{12}$/);
    expect(picked.trackingUrl).toContain(picked.trackingNumber);

    standIns.yurtici.book.advance(input.key, 'delivered');
    const delivered = await yk.track({ key: input.key });
    expect(delivered).toMatchObject({ state: 'delivered', statusText: 'Kargo teslim edilmiştir.' });
    expect(delivered.events.map((e) => e.state)).toEqual(['picked_up', 'in_transit', 'delivered']);
    expect(delivered.events[0]).toMatchObject({ location: 'Kadıköy Şube, KADIKÖY, İSTANBUL' });
    expect(delivered.priceKurus).toBe(8_990);
  });

  it('shows a parcel sent back as returned', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    await yk.createShipment(input);
    standIns.yurtici.book.advance(input.key, 'in_transit');
    standIns.yurtici.book.advance(input.key, 'returned');
    expect(await yk.track({ key: input.key })).toMatchObject({ state: 'returned' });
  });

  it('books cash on delivery with the credential of its kind (cash, card)', async () => {
    const yk = yurticiClient(standIns);
    const cash = shipmentInput({ payment: 'cod_cash', cod: { amountKurus: 45_990, kind: 'cash' } });
    await yk.createShipment(cash);
    expect(parcelsUnder(cash.key)[0]).toMatchObject({
      user: YURTICI_SANDBOX_CREDENTIALS.cod_cash.username,
      codKurus: 45_990,
      fields: { ttCollectionType: '0', ttInvoiceAmount: '459.90', ttDocumentId: 'CR-100245' },
    });
    const card = shipmentInput({ payment: 'cod_card', cod: { amountKurus: 10_000, kind: 'card' } });
    await yk.createShipment(card);
    expect(parcelsUnder(card.key)[0]).toMatchObject({
      user: YURTICI_SANDBOX_CREDENTIALS.cod_card.username,
      fields: { ttCollectionType: '1', ttInvoiceAmount: '100.00' },
    });
    // queries go with the same user
    expect(await yk.queryShipment({ key: card.key, payment: 'cod_card' })).toMatchObject({
      state: 'created',
    });

    const mismatch = await yk
      .createShipment(shipmentInput({ payment: 'cod_card', cod: { amountKurus: 1, kind: 'cash' } }))
      .catch((e: unknown) => e);
    expect(mismatch).toBeInstanceOf(CarrierRefusedError);

    const noCard = yurticiClient(standIns, {
      credentials: {
        sender: { ...YURTICI_SANDBOX_CREDENTIALS.sender },
        cod_cash: null,
        cod_card: null,
      },
    });
    expect(noCard.capabilities.cod).toEqual([]);
    const missing = await noCard.createShipment(card).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(CarrierNotConfiguredError);
  });

  it('answers 60020 for a key already booked, and booking resolves it by a query', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    await yk.createShipment(input);
    const duplicate = await yk.createShipment(input).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(CarrierDuplicateKeyError);
    expect(duplicate).toMatchObject({ details: { carrierCode: '60020' } });
    expect(await bookShipment(yk, input)).toMatchObject({
      alreadyExisted: true,
      shipment: { key: input.key, state: 'created' },
    });
    expect(parcelsUnder(input.key)).toHaveLength(1);
  });

  it('resolves a create whose answer was lost (stored, then timed out) by a query: one shipment', async () => {
    const yk = yurticiClient(standIns, { timeoutMs: 2_000 });
    const input = shipmentInput();
    standIns.yurtici.faults.set({
      mode: 'timeout-after-store',
      times: 1,
      operation: 'createShipment',
    });
    const booked = await bookShipment(yk, input);
    expect(booked.alreadyExisted).toBe(true);
    expect(parcelsUnder(input.key)).toHaveLength(1);
  });

  it('books again after a timeout when the carrier never stored the shipment', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    standIns.yurtici.faults.set({ mode: 'server-error', times: 1, operation: 'createShipment' });
    const booked = await bookShipment(yk, input);
    expect(booked.alreadyExisted).toBe(false);
    expect(parcelsUnder(input.key)).toHaveLength(1);
  });

  it('refuses an address, naming the district; nothing is booked', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    standIns.yurtici.faults.set({ mode: 'refuse-address', times: 1 });
    const error = await bookShipment(yk, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierAddressRefusedError);
    expect((error as Error).message).toContain('Kadıköy');
    expect(error).toMatchObject({
      code: carrierErrorCodes.addressRefused,
      details: { carrierCode: '60051' },
    });
    expect(parcelsUnder(input.key)).toHaveLength(0);
  });

  it('reads an error inside a 200 answer (outFlag 2) as a refusal', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput();
    standIns.yurtici.faults.set({ mode: 'error-in-200', times: 1 });
    const error = await yk.createShipment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRefusedError);
    expect(error).toMatchObject({ details: { carrierCode: '99999' } });
    expect(parcelsUnder(input.key)).toHaveLength(0);
  });

  it('refuses what Yurtiçi refuses: a short receiver name is a refusal, not a crash', async () => {
    const yk = yurticiClient(standIns);
    const input = shipmentInput({ recipient: { ...shipmentInput().recipient, name: 'Al' } });
    const error = await yk.createShipment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRefusedError);
    expect((error as Error).message).toContain('receiverCustName');
  });

  it('cancels before pickup and refuses a cancel after pickup', async () => {
    const yk = yurticiClient(standIns);
    const first = shipmentInput();
    await yk.createShipment(first);
    await yk.cancelShipment({ key: first.key });
    expect(await yk.queryShipment({ key: first.key })).toMatchObject({ state: 'cancelled' });

    const second = shipmentInput();
    await yk.createShipment(second);
    standIns.yurtici.book.advance(second.key, 'picked_up');
    const error = await yk.cancelShipment({ key: second.key }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierCancelNotAllowedError);
    expect(parcelsUnder(second.key)[0]?.state).toBe('picked_up');
  });

  it('saves a return code a customer quotes at the branch, takes a repeat as already made, and cancels it', async () => {
    const logger = recordingLogger();
    const yk = yurticiClient(standIns, { logger });
    const code = `IADE${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const validFrom = new Date('2026-11-28T09:00:00Z');
    const validUntil = new Date('2026-12-12T09:00:00Z');
    expect(await yk.createReturnCode({ code, validFrom, validUntil })).toEqual({
      code,
      validUntil,
    });
    expect(standIns.yurtici.returnCodes.get(code)).toMatchObject({
      startDate: '20261128',
      endDate: '20261212',
      maxCount: 1,
      cancelled: false,
    });
    // Our codes are random and stored before the call: "already defined" means an earlier
    // call of ours landed (a lost answer, or two callers at once), so the code stands.
    expect(await yk.createReturnCode({ code, validFrom, validUntil })).toEqual({
      code,
      validUntil,
    });
    expect(logger.lines.map((l) => l.message)).toContain(
      'return code already defined: an earlier call landed',
    );
    await yk.cancelReturnCode(code);
    expect(standIns.yurtici.returnCodes.get(code)?.cancelled).toBe(true);
  });

  it('says so when it has no shipment under a key', async () => {
    const yk = yurticiClient(standIns);
    expect(await yk.queryShipment({ key: 'NOSUCHKEY99' })).toBeNull();
    await expect(yk.track({ key: 'NOSUCHKEY99' })).rejects.toBeInstanceOf(
      CarrierShipmentNotFoundError,
    );
  });
});

describe('Yurtiçi query cooldown', () => {
  it('keeps answers for a minute, so repeated tracking never hits the one-minute refusal', async () => {
    const strict = await startCarrierStandIns({ queryCooldownMs: 60_000 });
    try {
      const yk = yurticiClient(strict, { queryCacheMs: 60_000 });
      const input = shipmentInput();
      await yk.createShipment(input);
      expect((await yk.track({ key: input.key })).state).toBe('created');
      expect((await yk.queryShipment({ key: input.key }))?.state).toBe('created');
      // Without the cache Yurtiçi refuses the repeat.
      const uncached = yurticiClient(strict, { queryCacheMs: 0 });
      await expect(uncached.queryShipment({ key: input.key })).rejects.toBeInstanceOf(
        CarrierRefusedError,
      );
    } finally {
      await strict.close();
    }
  });
});
