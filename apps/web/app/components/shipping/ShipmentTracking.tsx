import '../../styles/shipping.css';
import type { PublicShipmentView } from '@carsi/contract';
import { formatTurkeyDateTime } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { send } from '../../api/call';

/**
 * The parcels of some orders (carrier, tracking code, steps), asked once after the page shows:
 * the order pages stay fast and cacheable, and a parcel that moved shows on the next visit.
 * `null` while loading; an order without a parcel is absent from the map.
 */
export function useOrderShipments(orderIds: readonly string[]) {
  const key = orderIds.join(',');
  const [shipments, setShipments] = useState<Map<string, PublicShipmentView> | null>(null);
  useEffect(() => {
    if (!key) {
      setShipments(new Map());
      return;
    }
    let live = true;
    send<{ shipments: PublicShipmentView[] }>(
      'GET',
      `/api/orders/shipments?ids=${encodeURIComponent(key)}`,
    )
      .then((answer) => {
        if (live) setShipments(new Map(answer.shipments.map((s) => [s.orderId, s])));
      })
      // Tracking is extra information: without it the order page still says everything else.
      .catch(() => {
        if (live) setShipments(new Map());
      });
    return () => {
      live = false;
    };
  }, [key]);
  return shipments;
}

/** The tracking code as a link to the carrier's page, or plain text when there is none. */
function TrackingCode({ shipment }: { shipment: PublicShipmentView }) {
  if (!shipment.trackingCode) return null;
  return shipment.trackingUrl ? (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="shipment-tracking__code"
    >
      {shipment.trackingCode}
    </a>
  ) : (
    <span className="shipment-tracking__code">{shipment.trackingCode}</span>
  );
}

/** One order's parcel: carrier, tracking link and (unless compact) its steps. */
export function ShipmentTracking({
  shipment,
  compact = false,
}: {
  shipment: PublicShipmentView;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <span className="shipment-tracking shipment-tracking--compact" data-testid="kargo-takip">
        {shipment.carrierLabel}: {shipment.statusLabel} · <TrackingCode shipment={shipment} />
      </span>
    );
  }
  return (
    <section
      className="shipment-tracking"
      aria-labelledby="kargo-takip-baslik"
      data-testid="kargo-takip"
    >
      <h2 id="kargo-takip-baslik">Kargo takibi</h2>
      <p>
        {shipment.carrierLabel} · Takip kodu: <TrackingCode shipment={shipment} />
      </p>
      <ol className="shipment-tracking__steps">
        {shipment.steps.map((step) => (
          <li
            key={step.status}
            className={step.done ? 'shipment-tracking__step is-done' : 'shipment-tracking__step'}
            aria-current={step.done && step.status === shipment.status ? 'step' : undefined}
          >
            <span>{step.label}</span>
            {step.at ? <small> · {formatTurkeyDateTime(Date.parse(step.at))}</small> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order page's parcel section: nothing until the order has one. */
export function OrderShipment({ orderId }: { orderId: string }) {
  const shipments = useOrderShipments([orderId]);
  const shipment = shipments?.get(orderId);
  return shipment ? <ShipmentTracking shipment={shipment} /> : null;
}

/** A list row's parcel line (/siparislerim), from the list's one request. */
export function CompactShipment({
  shipments,
  orderId,
}: {
  shipments: ReadonlyMap<string, PublicShipmentView> | null;
  orderId: string;
}) {
  const shipment = shipments?.get(orderId);
  return shipment ? <ShipmentTracking shipment={shipment} compact /> : null;
}
