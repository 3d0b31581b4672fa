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
