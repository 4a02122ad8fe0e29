// Its own module so that the disk store (picture-store.ts) and the S3 store (s3-store.ts, loaded lazily)
// share the interface without importing each other.

/**
 * Where uploaded pictures live. Names are chosen by the server and change with the content, so every
 * stored picture can be cached for good.
 */
export interface PictureStore {
  /** Stores the bytes under folder/name; answers the value to keep in the database (a path or a URL). */
  put(folder: string, name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a picture this store made (a value `put` answered); anything else is left alone. */
  remove(folder: string, stored: string): Promise<void>;
}
