import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { UPS_CREATE_PATH, upsSandbox } from '../ups/index';
import { YURTICI_PATH, YURTICI_SANDBOX_CREDENTIALS, yurticiSandbox } from '../yurtici/index';

let app: FastifyInstance;
afterEach(() => app.close());

function soap(operation: string, inner: string): string {
  return `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="urn:x">${inner}</${operation}></soap:Body></soap:Envelope>`;
}

async function post(url: string, body: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/xml' },
    payload: body,
  });
}

const { username, password } = YURTICI_SANDBOX_CREDENTIALS.sender;
const create = (key: string) =>
  soap(
    'createShipment',
    `<wsUserName>${username}</wsUserName><wsPassword>${password}</wsPassword><userLanguage>TR</userLanguage><ShippingOrderVO><cargoKey>${key}</cargoKey><invoiceKey>${key}</invoiceKey><receiverCustName>Ayşe Yılmaz</receiverCustName><receiverAddress>Moda Cad. No: 12</receiverAddress><cityName>İstanbul</cityName><townName>Kadıköy</townName><receiverPhone1>5321234567</receiverPhone1></ShippingOrderVO>`,
  );

describe('carrier stand-ins', () => {
  it('move parcels along with their clock, and on a control call', async () => {
    let now = Date.parse('2026-11-28T09:00:00Z');
    const yurtici = yurticiSandbox({ now: () => now, stepMs: 60 * 60_000 });
    app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [yurtici] });
    const answer = await post(`/__sandbox/yurtici${YURTICI_PATH}`, create('CLOCK1'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<outFlag>0</outFlag>');

    now += 90 * 60_000;
    expect(yurtici.book.get('CLOCK1')?.state).toBe('picked_up');
    expect(yurtici.book.get('CLOCK1')?.trackingNumber).toMatch(/^\d{12}$/);
    const ticked = await app.inject({
      method: 'POST',
      url: '/__sandbox/yurtici/clock',
      payload: { minutes: 60 },
    });
    expect(ticked.statusCode).toBe(200);
    expect(yurtici.book.get('CLOCK1')?.state).toBe('in_transit');
    const advanced = await app.inject({
      method: 'POST',
      url: '/__sandbox/yurtici/shipments/CLOCK1/advance',
      payload: {},
    });
    expect(advanced.json()).toMatchObject({ state: 'delivered' });
    const again = await app.inject({
      method: 'POST',
      url: '/__sandbox/yurtici/shipments/CLOCK1/advance',
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const listed = await app.inject('/__sandbox/yurtici/shipments');
    expect(listed.json().shipments[0].events.map((e: { state: string }) => e.state)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'delivered',
    ]);
  });

  it('validate their switches, and answer with SOAP faults for what is not SOAP', async () => {
    const ups = upsSandbox({ stepMs: null });
    app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [ups] });
    const bad = await app.inject({
      method: 'POST',
      url: '/__sandbox/ups/switches',
      payload: { mode: 'explode' },
    });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({
      method: 'POST',
      url: '/__sandbox/ups/switches',
      payload: { mode: 'error-in-200', times: 2 },
    });
    expect(good.json()).toEqual({ faults: [{ mode: 'error-in-200', times: 2 }] });
    const notSoap = await post(`/__sandbox/ups${UPS_CREATE_PATH}`, 'hello');
    expect(notSoap.statusCode).toBe(500);
    expect(notSoap.body).toContain('<faultstring>');
    const wrongLogin = await post(
      `/__sandbox/ups${UPS_CREATE_PATH}`,
      soap(
        'Login_Type1',
        '<CustomerNumber>X</CustomerNumber><UserName>a</UserName><Password>b</Password>',
      ),
    );
    expect(wrongLogin.statusCode).toBe(200);
    expect(wrongLogin.body).toContain('<ErrorCode>1</ErrorCode>');
    const index = await app.inject('/__sandbox/ups/');
    expect(index.json()).toMatchObject({ service: 'UPS Türkiye', shipments: 0 });
  });
});
