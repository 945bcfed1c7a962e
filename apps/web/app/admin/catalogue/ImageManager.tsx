import { type ProductImage, UPLOAD_PRODUCT_IMAGE_PATH } from '@carsi/contract';
import { imageUrl } from '@carsi/contract/images';
import { ActionIcon, Alert, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../api/call';

interface Upload {
  id: number;
  name: string;
  percent: number;
  error?: string;
}

/** One file to the server with upload progress (fetch cannot report it; XHR can). */
function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ image: ProductImage }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      `${UPLOAD_PRODUCT_IMAGE_PATH}?alt=${encodeURIComponent(file.name.replace(/\.[^.]+$/, ''))}`,
    );
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as { image: ProductImage });
      else reject(new Error(errorMessageOf(body, `Yükleme başarısız (${xhr.status}).`)));
    };
    xhr.onerror = () => reject(new Error('Bağlantı hatası: görsel yüklenemedi.'));
    xhr.send(file);
  });
}

let uploadCounter = 0;

/**
 * Product or SKU photos: drop or choose several files (each uploads with its own progress bar),
 * set alt texts, reorder, remove. The list is saved with the product's form.
 */
export function ImageManager({
  images,
  onChange,
  label = 'Görseller',
}: {
  images: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  label?: string;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const current = { images };

  async function add(files: FileList | File[]) {
    const list = [...files];
    const added: ProductImage[] = [];
    await Promise.all(
      list.map(async (file) => {
        const id = ++uploadCounter;
        setUploads((u) => [...u, { id, name: file.name, percent: 0 }]);
        try {
          const { image } = await uploadFile(file, (percent) =>
            setUploads((u) => u.map((x) => (x.id === id ? { ...x, percent } : x))),
          );
          added.push(image);
          setUploads((u) => u.filter((x) => x.id !== id));
        } catch (error) {
          const message = error instanceof Error ? error.message : 'Yükleme başarısız.';
          setUploads((u) => u.map((x) => (x.id === id ? { ...x, error: message } : x)));
        }
      }),
    );
    if (added.length > 0) onChange([...current.images, ...added]);
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      <label
        className="admin-dropzone"
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void add(e.dataTransfer.files);
        }}
      >
        Görselleri buraya bırakın ya da seçin (JPEG, PNG, WebP, AVIF; en çok 15 MB)
        <input
          type="file"
          accept="image/*"
          multiple
          aria-label={`${label}: dosya seç`}
          onChange={(e) => {
            if (e.currentTarget.files) void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {uploads.map((u) => (
        <div key={u.id}>
          <Text size="sm">{u.name}</Text>
          {u.error ? (
            <Alert color="red" role="alert" p="xs">
              {u.error}
            </Alert>
          ) : (
            <Progress value={u.percent} aria-label={`${u.name} yükleniyor`} />
          )}
        </div>
      ))}
      {images.map((image, index) => (
        <Group key={image.key} gap="xs" wrap="nowrap" className="admin-image-row">
          <img
            src={imageUrl(image, image.widths[0] ?? 320)}
            alt={image.alt}
            width={64}
            height={64}
          />
          <TextInput
            aria-label={`Görsel ${index + 1} açıklaması`}
            placeholder="Açıklama (alt metin)"
            value={image.alt}
            onChange={(e) => {
              const alt = e.currentTarget.value;
              onChange(images.map((im, i) => (i === index ? { ...im, alt } : im)));
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            aria-label="Yukarı taşı"
            onClick={() => move(index, index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label="Aşağı taşı"
            onClick={() => move(index, index + 1)}
          >
            ↓
          </ActionIcon>
          <ActionIcon
            color="red"
            variant="light"
            aria-label="Görseli kaldır"
            onClick={() => onChange(images.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
