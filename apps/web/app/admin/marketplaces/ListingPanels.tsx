import type { MarketplaceProductDetail } from '@carsi/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UploadResult } from './UploadResult';
import type { ListingActions } from './useListingActions';

/**
 * The match form of a product on a marketplace screen: its name, the check's problems that
 * belong to the product as a whole (title, description, images, SKUs), then the fields.
 */
export function MatchSection({
  product,
  errors,
  children,
}: {
  product: MarketplaceProductDetail['product'];
  errors: Record<string, string>;
  children: ReactNode;
}) {
  const whole = [
    ['title', 'Ürün adı: '],
    ['description', ''],
    ['images', 'Görseller: '],
    ['skus', ''],
  ] as const;
  return (
    <section aria-labelledby="match-title" className="marketplace-match">
      <h2 id="match-title">
        {product.name}{' '}
        <Text span c="dimmed">
          ({product.code})
        </Text>
      </h2>
      {whole.map(([field, label]) =>
        errors[field] ? (
          <p key={field} className="marketplace-field-error" role="alert">
            {label}
            {errors[field]}
          </p>
        ) : null,
      )}
      {children}
    </section>
  );
}

/**
 * Save, check and send; what came of it (a message, the problems to fix); the latest upload's
 * result with refreshing it and taking back what the marketplace has not approved.
 */
export function ListingActionsPanel({
  actions,
  marketplace,
  sendLabel,
  removeLabel,
}: {
  actions: ListingActions;
  /** The marketplace's name as the result panel says it. */
  marketplace: string;
  sendLabel: string;
  removeLabel: string;
}) {
  const { busy, outcome, problems, upload } = actions;
  return (
    <>
      <Group mt="md">
        <Button variant="default" onClick={actions.save} loading={busy === 'save'}>
          Kaydet
        </Button>
        <Button variant="light" onClick={actions.check} loading={busy === 'check'}>
          Yüklemeden önce kontrol et
        </Button>
        <Button onClick={actions.send} loading={busy === 'upload'}>
          {sendLabel}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome ? (
          <Alert
            mt="sm"
            color={outcome.ok ? 'green' : 'red'}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        ) : null}
        {problems && problems.length > 0 ? (
          <Alert mt="sm" color="orange" title="Düzeltilmesi gerekenler">
            <ul className="marketplace-problems">
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>

      <UploadResult upload={upload} marketplace={marketplace} />
      <Group>
        <Button
          variant="light"
          onClick={actions.refresh}
          loading={busy === 'result'}
          disabled={!upload}
        >
          Sonucu yenile
        </Button>
        {upload?.items.some((i) => i.approval !== 'approved') ? (
          <Button
            variant="outline"
            color="red"
            onClick={actions.removePending}
            loading={busy === 'remove'}
          >
            {removeLabel}
          </Button>
        ) : null}
      </Group>
    </>
  );
}
