import {
  BULK_COLUMNS,
  BULK_EXPORT_PATH,
  BULK_PREVIEW_PATH,
  type BulkPreview,
  type BulkStatus,
} from '@carsi/contract';
import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import { call, errorMessageOf, resultOf } from '../../api/call';
import { ProgressOverlay, progressSteps } from '../../components/ui/ProgressOverlay';
import type { Route } from './+types/bulk-update';

export async function loader({ context, url }: Route.LoaderArgs) {
  // Only the permission check: the page itself holds no list.
  await adminRead(context, '/api/admin/products?pageNumber=1', url);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Toplu güncelleme | Çarşı Yönetim' }];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * toplu-guncelleme: download the catalogue (CSV/XLSX), edit prices, stock and active flags,
 * upload it back, check the preview (every change, every row error), then apply it as a job
 * while the spec's progress overlay shows the counts.
 */
export default function BulkUpdate() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState<BulkStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function upload() {
    if (!file) return;
    setLoading(true);
    setFailure(null);
    setPreview(null);
    setDone(null);
    const format = file.name.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
    try {
      const response = await fetch(`${BULK_PREVIEW_PATH}?format=${format}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
      const body = (await response.json().catch(() => null)) as unknown;
      if (response.ok) setPreview(body as BulkPreview);
      else setFailure(errorMessageOf(body, `Yükleme başarısız (${response.status}).`));
    } catch {
      setFailure('Bağlantı hatası: dosya yüklenemedi.');
    } finally {
      setLoading(false);
    }
  }

  async function apply() {
    if (!preview) return;
    const started = await resultOf(
      call('POST /api/admin/bulk-update/:id/apply', { params: { id: preview.id } }),
    );
    if (!started.ok) return setFailure(started.message);
    let status = started.data;
    setProgress(status);
    while (status.status === 'queued' || status.status === 'running') {
      await wait(500);
      const next = await resultOf(
        call('GET /api/admin/bulk-update/:id', { params: { id: preview.id } }),
      );
      if (!next.ok) {
        setProgress({ ...status, status: 'failed', error: next.message });
        return;
      }
      status = next.data;
      setProgress(status);
    }
    if (status.status === 'done') {
      setProgress(null);
      setPreview(null);
      setDone(`${status.processed} SKU güncellendi.`);
    }
  }

  const steps = progress
    ? [
        progressSteps.running,
        progressSteps.total(progress.total),
        progressSteps.processed(progress.processed),
      ]
    : [];

  return (
    <AdminPage title="Toplu güncelleme">
      <Stack>
        <Text>
          Kataloğu indirin, fiyat, ek adet fiyatı, toptan fiyat, KDV, stok ve aktif sütunlarını
          düzenleyin, dosyayı geri yükleyin. Sütunlar: {BULK_COLUMNS.join(', ')}.
        </Text>
        <Group>
          <Button component="a" href={`${BULK_EXPORT_PATH}?format=xlsx`} variant="default">
            Excel (XLSX) indir
          </Button>
          <Button component="a" href={`${BULK_EXPORT_PATH}?format=csv`} variant="default">
            CSV indir
          </Button>
        </Group>
        <Group align="flex-end">
          <FileInput
            label="Düzenlenmiş dosya (CSV veya XLSX)"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            style={{ minWidth: 320 }}
          />
          <Button onClick={() => void upload()} loading={loading} disabled={!file}>
            Önizle
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : null}
        {preview ? (
          <Stack>
            <Text role="status">
              {preview.total} satır okundu, {preview.changedRows} SKU değişecek,{' '}
              {preview.errorCount} hatalı satır.
            </Text>
            {preview.errorCount > 0 ? (
              <Alert color="red" title="Satır hataları (düzeltmeden uygulanamaz)" role="alert">
                <ul>
                  {preview.errors.map((e) => (
                    <li key={`${e.row}-${e.message}`}>
                      Satır {e.row}: {e.message}
                    </li>
                  ))}
                </ul>
                {preview.errorCount > preview.errors.length ? (
                  <Text size="sm">
                    … ve {preview.errorCount - preview.errors.length} hata daha.
                  </Text>
                ) : null}
              </Alert>
            ) : null}
            {preview.changes.length > 0 ? (
              <Table striped aria-label="Değişiklikler">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Satır</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th>Alan</Table.Th>
                    <Table.Th>Eski</Table.Th>
                    <Table.Th>Yeni</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.changes.map((c) => (
                    <Table.Tr key={`${c.row}-${c.field}`}>
                      <Table.Td>{c.row}</Table.Td>
                      <Table.Td>{c.sku}</Table.Td>
                      <Table.Td>{c.field}</Table.Td>
                      <Table.Td>{c.from}</Table.Td>
                      <Table.Td>{c.to}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            {preview.changeCount > preview.changes.length ? (
              <Text>… ve {preview.changeCount - preview.changes.length} değişiklik daha.</Text>
            ) : null}
            <Group justify="flex-end">
              <Button
                onClick={() => void apply()}
                disabled={preview.errorCount > 0 || preview.changedRows === 0}
              >
                Değişiklikleri uygula
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
      <ProgressOverlay
        visible={progress !== null}
        steps={steps}
        error={progress?.status === 'failed' ? (progress.error ?? 'Bilinmeyen hata') : null}
      />
      {progress?.status === 'failed' ? (
        <Button
          onClick={() => setProgress(null)}
          style={{ position: 'fixed', zIndex: 1003, bottom: 24, right: 24 }}
        >
          Kapat
        </Button>
      ) : null}
    </AdminPage>
  );
}
