import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeStorageKey, type FileStorage } from './storage.ts';

function assertSafeKey(key: string): void {
  if (!isSafeStorageKey(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under a folder, served back at /uploads/<key>; the content type is kept beside each file. */
export function createLocalStorage(root: string, publicPrefix = '/uploads'): FileStorage {
  return {
    kind: 'local',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(`${file}.type`, contentType);
      return { key, url: `${publicPrefix}/${key}` };
    },
    async get(key) {
      assertSafeKey(key);
      const file = path.join(root, key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    urlFor: (key) => `${publicPrefix}/${key}`,
  };
}
