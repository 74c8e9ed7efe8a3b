import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { env } from "@/lib/env";

/** Where uploaded bytes live: files on disk offline, an S3-compatible bucket live. */
export type UploadStorage = {
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes; a key already gone is no error. */
  delete(key: string): Promise<void>;
};

function diskStorage(root: string): UploadStorage {
  const fullPath = (key: string) => path.join(path.resolve(root), ...key.split("/"));
  return {
    async put(key, bytes) {
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: "wx" });
    },
    async get(key) {
      return fs.readFile(fullPath(key)).catch(() => null);
    },
    async delete(key) {
      await fs.rm(fullPath(key), { force: true });
    },
  };
}

export function s3Storage(config: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }): UploadStorage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: "s3" });
  const objectUrl = (key: string) => `${config.endpoint.replace(/\/$/, "")}/${config.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), { method: "PUT", body: bytes, headers: { "Content-Type": contentType } });
      if (!response.ok) throw new Error(`The file store answered ${response.status} when saving ${key}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The file store answered ${response.status} when reading ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(`The file store answered ${response.status} when deleting ${key}`);
    },
  };
}

export function uploadStorage(): UploadStorage {
  const config = env();
  if (config.UPLOADS_PROVIDER === "s3") {
    return s3Storage({
      endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return diskStorage(config.UPLOADS_DIR);
}
