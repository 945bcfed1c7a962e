import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeOf, type ObjectStore, type StoredObject } from './object-store';

/** Objects as files under one folder (`{root}/{key}`): today's `DATA_DIR/uploads`. */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    assertValidKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Keys are random: an existing file means a collision, never an update.
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    const file = path.join(this.root, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(key),
        length: info.size,
        etag: undefined,
        lastModified: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async close(): Promise<void> {}
}
