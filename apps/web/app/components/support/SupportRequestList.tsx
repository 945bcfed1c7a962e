import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  type SupportRequestItem,
} from '@carsi/contract';
import { Link } from 'react-router';
import { turkeyDateTime } from '../purchase/order-labels';

interface Props {
  requests: SupportRequestItem[];
  /** Show which order each request is about (the customer's list spans several orders). */
  withOrder?: boolean;
}

/** Customer-service requests with their status and, once there is one, the shop's answer. */
export function SupportRequestList({ requests, withOrder = false }: Props) {
  return (
    <ul className="support-requests">
      {requests.map((request) => (
        <li key={`${request.orderId}-${request.supportIndex}`} className="support-request">
          <div className="support-request__head">
            <strong>
              {SUPPORT_TOPIC_LABELS[request.topic]} · Talep {request.orderNumber}/
              {request.supportIndex}
            </strong>
            <span className={`support-status support-status--${request.status.toLowerCase()}`}>
              {SUPPORT_STATUS_LABELS[request.status]}
            </span>
          </div>
          <p className="support-request__meta">
            <time dateTime={request.createdAt}>{turkeyDateTime(request.createdAt)}</time>
            {withOrder ? (
              <>
                {' · '}
                <Link to={`/odeme-sonrasi-musteri-hizmetleri?siparis=${request.orderId}`}>
                  Sipariş {request.orderNumber}
                </Link>
              </>
            ) : null}
          </p>
          <p className="support-request__message">{request.message}</p>
          {request.answer ? (
            <div className="support-request__answer">
              <strong>Çarşı Müşteri Hizmetleri yanıtladı</strong>
              {request.answeredAt ? (
                <>
                  {' · '}
                  <time dateTime={request.answeredAt}>{turkeyDateTime(request.answeredAt)}</time>
                </>
              ) : null}
              <p>{request.answer}</p>
            </div>
          ) : request.status === 'OPEN' ? (
            <p className="support-request__waiting">Yanıt bekleniyor.</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
