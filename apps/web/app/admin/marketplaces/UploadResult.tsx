import { APPROVAL_LABELS, UPLOAD_STATE_LABELS, type UploadView } from '@carsi/contract';
import { Alert, Badge, Table, Text } from '@mantine/core';

const STATE_COLOURS: Record<UploadView['state'], string> = {
  queued: 'gray',
  sent: 'blue',
  completed: 'green',
  failed: 'red',
};
const APPROVAL_COLOURS = { pending: 'gray', approved: 'green', rejected: 'red' } as const;

/** An upload's state badge, shared by the product list and the result panel. */
export function UploadStateBadge({ upload }: { upload: UploadView | null }) {
  if (!upload)
    return (
      <Badge color="gray" variant="light">
        Gönderilmedi
      </Badge>
    );
  if (upload.needsFixing) return <Badge color="red">Düzeltilmeli</Badge>;
  return <Badge color={STATE_COLOURS[upload.state]}>{UPLOAD_STATE_LABELS[upload.state]}</Badge>;
}

/** The latest upload of a product: state, batch id and each SKU's result with its reasons. */
export function UploadResult({
  upload,
  marketplace,
}: {
  upload: UploadView | null;
  marketplace: string;
}) {
  return (
    <section
      aria-labelledby="upload-result-title"
      className="marketplace-result"
      aria-live="polite"
    >
      <h2 id="upload-result-title">Gönderim sonucu</h2>
      {!upload ? (
        <Text c="dimmed">Bu ürün henüz {marketplace}'a gönderilmedi.</Text>
      ) : (
        <>
          <p>
            <UploadStateBadge upload={upload} />{' '}
            {upload.batchRequestId ? (
              <Text span size="sm">
                Batch: <code>{upload.batchRequestId}</code>
              </Text>
            ) : null}{' '}
            {upload.isUploaded ? (
              <Badge color="teal" variant="light">
                Yüklendi
              </Badge>
            ) : null}
          </p>
          {upload.error ? (
            <Alert color="red" role="alert">
              {upload.error}
            </Alert>
          ) : null}
          {upload.items.length > 0 ? (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Caption>Varyant sonuçları</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Barkod</Table.Th>
                    <Table.Th scope="col">SKU</Table.Th>
                    <Table.Th scope="col">Durum</Table.Th>
                    <Table.Th scope="col">Neden</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {upload.items.map((item) => (
                    <Table.Tr key={item.barcode}>
                      <Table.Td>{item.barcode}</Table.Td>
                      <Table.Td>{item.sku ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={APPROVAL_COLOURS[item.approval]}>
                          {APPROVAL_LABELS[item.approval]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {item.failureReasons.length > 0 ? item.failureReasons.join(' ') : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </>
      )}
    </section>
  );
}
