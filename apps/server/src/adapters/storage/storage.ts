// Files (avatars, applications, e-books, certificates). Embedded default: DATA_DIR/uploads.
export interface StoredFile {
  key: string;
  url: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
}

const SAFE_KEY = /^[a-zA-Z0-9_.-]+(\/[a-zA-Z0-9_.-]+)*$/;

/** Relative, no empty or dot-dot segment: a key can never name a file outside the storage root. */
export function isSafeStorageKey(key: string): boolean {
  return (
    key.length <= 300 && SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.')
  );
}
