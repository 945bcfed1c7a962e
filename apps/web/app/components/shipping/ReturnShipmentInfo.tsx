import { formatTurkeyDateTime } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { send } from '../../api/call';

interface ReturnShipment {
  carrierLabel: string;
  returnCode: string | null;
  returnCodeValidUntil: string | null;
  returnLabelUrl: string | null;
  trackingCode: string | null;
  statusLabel: string;
}

/**
 * /iade-bilgileri/{id}: the carrier's return code the customer quotes at a branch (Yurtiçi), or
 * the return label to print (UPS), once the return has one.
 */
export function ReturnShipmentInfo({ returnId }: { returnId: string }) {
  const [shipment, setShipment] = useState<ReturnShipment | null>(null);
  useEffect(() => {
    let live = true;
    send<{ shipment: ReturnShipment | null }>(
      'GET',
      `/api/returns/${encodeURIComponent(returnId)}/shipment`,
    )
      .then((answer) => {
        if (live) setShipment(answer.shipment);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [returnId]);
  if (!shipment) return null;
  return (
    <section aria-labelledby="iade-kargo-baslik" data-testid="iade-kargo">
      <h2 id="iade-kargo-baslik">İade kargosu</h2>
      {shipment.returnCode ? (
        <p>
          {shipment.carrierLabel} iade kodunuz: <strong>{shipment.returnCode}</strong>. Paketinizi
          bu kodla herhangi bir {shipment.carrierLabel} şubesine ücretsiz teslim edebilirsiniz
          {shipment.returnCodeValidUntil
            ? ` (son gün: ${formatTurkeyDateTime(Date.parse(shipment.returnCodeValidUntil))})`
            : ''}
          .
        </p>
      ) : (
        <p>
          {shipment.carrierLabel} iade etiketiniz hazır
          {shipment.returnLabelUrl ? (
            <>
              :{' '}
              <a href={shipment.returnLabelUrl} target="_blank" rel="noopener noreferrer">
                etiketi yazdırın
              </a>
            </>
          ) : null}
          {shipment.trackingCode ? ` · Takip kodu: ${shipment.trackingCode}` : ''}.
        </p>
      )}
      <p>Kargo durumu: {shipment.statusLabel}</p>
    </section>
  );
}
