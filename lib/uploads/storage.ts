import fs from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { AwsClient, AwsV4Signer } from "aws4fetch";
import { env, type Env } from "@/lib/env";
import { s3Endpoint } from "./endpoint";

/** A stored object being read: its size as the store reports it, and its bytes as they stream. */
export type StoredObject = { size: number; body: ReadableStream<Uint8Array> };

/** A presigned PUT: the browser sends the bytes there itself, with exactly these headers. */
export type PresignedUpload = { url: string; headers: Record<string, string>; expiresAt: string };

/** Where uploaded bytes live: files on disk offline, an S3-compatible bucket live. */
export type UploadStorage = {
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Streams the bytes, or null when there are none under the key. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the bytes; a key already gone is no error. */
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs exactly `bytes` bytes of `contentType` to, for a while (uploads that
   * never pass through our server, past a serverless host's body limit). Absent on disk.
   */
  presignPut?(key: string, contentType: string, bytes: number): Promise<PresignedUpload>;
  /** A short-lived URL that downloads the bytes as an attachment named `filename`. Absent on disk. */
  presignGet?(key: string, download: { filename: string; contentType: string }): Promise<string>;
};

/** How long a browser has to start its PUT, and an admin's browser to follow a download redirect. */
export const PRESIGNED_PUT_SECONDS = 600;
export const PRESIGNED_GET_SECONDS = 120;

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
    async open(key) {
      const stat = await fs.stat(fullPath(key)).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, body: Readable.toWeb(createReadStream(fullPath(key))) as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      await fs.rm(fullPath(key), { force: true });
    },
  };
}

/** `attachment` with the name in UTF-8 (RFC 6266/5987), so the browser saves the file instead of showing it. */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function s3Storage(config: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }): UploadStorage {
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: "s3" };
  const client = new AwsClient(credentials);
  const objectUrl = (key: string) => `${config.endpoint.replace(/\/$/, "")}/${config.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

  /** A query-signed URL (SigV4 presigning): every header given is signed, so the store refuses a request whose headers differ. */
  async function presign(
    method: "GET" | "PUT",
    key: string,
    seconds: number,
    headers: Record<string, string>,
    query: Record<string, string> = {},
  ): Promise<string> {
    const url = new URL(objectUrl(key));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set("X-Amz-Expires", String(seconds));
    const signer = new AwsV4Signer({ ...credentials, method, url: url.toString(), headers, signQuery: true, allHeaders: true });
    return (await signer.sign()).url.toString();
  }

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
    async open(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`The file store answered ${response.status} when reading ${key}`);
      }
      return { size: Number(response.headers.get("content-length") ?? Number.NaN), body: response.body };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(`The file store answered ${response.status} when deleting ${key}`);
    },
    async presignPut(key, contentType, bytes) {
      // Content-Length is signed too: the store refuses a body of any other size (the browser sets it from the file).
      const url = await presign("PUT", key, PRESIGNED_PUT_SECONDS, { "content-length": String(bytes), "content-type": contentType });
      return { url, headers: { "Content-Type": contentType }, expiresAt: new Date(Date.now() + PRESIGNED_PUT_SECONDS * 1000).toISOString() };
    },
    async presignGet(key, { filename, contentType }) {
      return presign(
        "GET",
        key,
        PRESIGNED_GET_SECONDS,
        {},
        {
          "response-content-disposition": attachmentDisposition(filename),
          "response-content-type": contentType,
          "response-cache-control": "private, no-store",
        },
      );
    },
  };
}

export function uploadStorage(config: Env = env()): UploadStorage {
  if (config.UPLOADS_PROVIDER === "s3") {
    return s3Storage({
      endpoint: s3Endpoint(config),
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return diskStorage(config.UPLOADS_DIR);
}
