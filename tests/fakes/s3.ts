import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { AwsV4Signer } from "aws4fetch";

/**
 * A local stand-in for an S3-compatible bucket (path style: {endpoint}/{bucket}/{key}), for the
 * integration tests and for a standalone server run with UPLOADS_PROVIDER=s3:
 *   S3_ENDPOINT=<endpoint> S3_BUCKET=<bucket> S3_ACCESS_KEY_ID=<accessKeyId> S3_SECRET_ACCESS_KEY=<secretAccessKey>
 * It answers PUT, GET (with Range and the response-* overrides of presigned downloads), HEAD and
 * DELETE signed with SigV4, either in an Authorization header or in the query (presigned URLs,
 * which need X-Amz-Date and X-Amz-Expires and stop working when they expire). Signatures are
 * checked with the fake's own keys, so a request whose signed headers differ from what was signed
 * (a presigned PUT with another Content-Length or Content-Type) is refused as S3 refuses it.
 * CORS is answered as a bucket configured with docs/deploying.md's rules would (every origin unless
 * `allowedOrigins` says otherwise), so a browser can PUT to it.
 *
 * From a shell: `npx tsx tests/fakes/s3.ts [port]` prints its settings as JSON and runs until killed.
 */

export type FakeS3Object = { body: Buffer; contentType?: string };
export type FakeS3Request = { method: string; key: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; status: number };
export type FakeS3Options = { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; port?: number; allowedOrigins?: string[] };
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key (no leading slash, not URL-encoded); tests may read and write it directly. */
  objects: Map<string, FakeS3Object>;
  /** Every request, with the status it was answered. */
  requests: FakeS3Request[];
  close(): Promise<void>;
};

const CORS_METHODS = ["GET", "PUT", "HEAD"];
// S3 refuses presigned URLs valid for more than 7 days.
const MAX_EXPIRES_SECONDS = 604_800;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A path segment as a key part (left as it is when it is no valid percent-encoding). */
function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "20261123T101500Z" as a time, or NaN. */
function amzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!) : Number.NaN;
}

function headerValue(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** The byte range of a Range header within `size` bytes, or null when there is none; throws 416 when it cannot be met. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) throw new S3Error(416, "InvalidRange", "The requested range is not satisfiable");
  return { start, end };
}

/** The app's settings that send its uploads to this bucket. */
export function uploadsToFakeS3(s3: FakeS3): Record<string, string> {
  return {
    UPLOADS_PROVIDER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? "viralize-uploads";
  const region = options.region ?? "us-east-1";
  const accessKeyId = options.accessKeyId ?? "FAKES3ACCESSKEY";
  const secretAccessKey = options.secretAccessKey ?? "fake-s3-secret-key";
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const originAllowed = (origin: string) => !options.allowedOrigins || options.allowedOrigins.includes(origin);

  /** Recomputes the SigV4 signature over what arrived, with the fake's own keys, and refuses a mismatch. */
  async function checkSignature(req: http.IncomingMessage, url: URL): Promise<void> {
    const query = url.searchParams;
    const signedInQuery = query.has("X-Amz-Signature");
    let credential: string;
    let signedHeaders: string;
    let signature: string;
    let datetime: string;
    if (signedInQuery) {
      for (const name of ["X-Amz-Algorithm", "X-Amz-Credential", "X-Amz-Date", "X-Amz-Expires", "X-Amz-SignedHeaders"]) {
        if (!query.get(name)) throw new S3Error(400, "AuthorizationQueryParametersError", `Query-string authentication requires ${name}.`);
      }
      if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256")
        throw new S3Error(400, "AuthorizationQueryParametersError", "X-Amz-Algorithm must be AWS4-HMAC-SHA256.");
      credential = query.get("X-Amz-Credential")!;
      signedHeaders = query.get("X-Amz-SignedHeaders")!;
      signature = query.get("X-Amz-Signature")!;
      datetime = query.get("X-Amz-Date")!;
      const expires = Number(query.get("X-Amz-Expires"));
      if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
        throw new S3Error(400, "AuthorizationQueryParametersError", `X-Amz-Expires must be between 1 and ${MAX_EXPIRES_SECONDS} seconds.`);
      }
      const signedAt = amzDate(datetime);
      if (Number.isNaN(signedAt)) throw new S3Error(400, "AuthorizationQueryParametersError", "X-Amz-Date must be in the form YYYYMMDD'T'HHMMSS'Z'.");
      if (Date.now() > signedAt + expires * 1000) throw new S3Error(403, "AccessDenied", "Request has expired");
      if (signedAt > Date.now() + 15 * 60_000) throw new S3Error(403, "AccessDenied", "Request is not valid yet");
    } else {
      const authorization = headerValue(req.headers, "authorization");
      if (!authorization) throw new S3Error(403, "AccessDenied", "Access Denied");
      const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(authorization);
      if (!match) throw new S3Error(400, "AuthorizationHeaderMalformed", "The authorization header is malformed.");
      [, credential, signedHeaders, signature] = match as unknown as [string, string, string, string];
      datetime = headerValue(req.headers, "x-amz-date") ?? "";
      if (Number.isNaN(amzDate(datetime))) throw new S3Error(403, "AccessDenied", "AWS authentication requires a valid Date or x-amz-date header");
    }
    const [keyId, day, credentialRegion, service, terminator] = credential.split("/");
    if (keyId !== accessKeyId) throw new S3Error(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
    if (day !== datetime.slice(0, 8) || credentialRegion !== region || service !== "s3" || terminator !== "aws4_request") {
      throw new S3Error(400, "AuthorizationHeaderMalformed", `The credential scope ${credential} is not valid here (region ${region}).`);
    }
    const headers = new Headers();
    for (const name of signedHeaders.split(";")) {
      if (name !== "host") headers.set(name, headerValue(req.headers, name) ?? "");
    }
    const unsigned = new URL(url);
    unsigned.searchParams.delete("X-Amz-Signature");
    const signer = new AwsV4Signer({
      method: req.method,
      url: unsigned.toString(),
      headers,
      accessKeyId,
      secretAccessKey,
      service: "s3",
      region,
      datetime,
      signQuery: signedInQuery,
      allHeaders: true,
    });
    if (signer.signedHeaders !== signedHeaders || (await signer.signature()) !== signature) {
      throw new S3Error(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
    }
  }

  async function answer(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const [, bucketName = "", ...keyParts] = url.pathname.split("/");
    const key = keyParts.map(decodeSegment).join("/");
    const origin = headerValue(req.headers, "origin");
    const cors: Record<string, string> =
      origin && originAllowed(origin) ? { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": "ETag", Vary: "Origin" } : {};

    if (req.method === "OPTIONS") {
      const method = headerValue(req.headers, "access-control-request-method") ?? "";
      if (!origin || !originAllowed(origin) || !CORS_METHODS.includes(method))
        throw new S3Error(403, "AccessForbidden", "CORSResponse: This CORS request is not allowed.");
      res.writeHead(200, {
        ...cors,
        "Access-Control-Allow-Methods": CORS_METHODS.join(", "),
        "Access-Control-Allow-Headers": headerValue(req.headers, "access-control-request-headers") ?? "",
        "Access-Control-Max-Age": "3000",
      });
      res.end();
      return;
    }
    if (decodeSegment(bucketName) !== bucket) throw new S3Error(404, "NoSuchBucket", "The specified bucket does not exist");
    await checkSignature(req, url);

    if (req.method === "PUT") {
      if (!key) throw new S3Error(400, "InvalidRequest", "An object needs a key.");
      objects.set(key, { body, contentType: headerValue(req.headers, "content-type") });
      res.writeHead(200, { ...cors, ETag: `"${body.byteLength.toString(16)}"` });
      res.end();
      return;
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") throw new S3Error(405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    const object = objects.get(key);
    if (!object) throw new S3Error(404, "NoSuchKey", "The specified key does not exist.");
    const overrides: Record<string, string> = {};
    for (const [param, header] of [
      ["response-content-type", "Content-Type"],
      ["response-content-disposition", "Content-Disposition"],
      ["response-cache-control", "Cache-Control"],
    ] as const) {
      const value = url.searchParams.get(param);
      if (value) overrides[header] = value;
    }
    const range = req.method === "GET" ? byteRange(headerValue(req.headers, "range"), object.body.byteLength) : null;
    const bytes = range ? object.body.subarray(range.start, range.end + 1) : object.body;
    res.writeHead(range ? 206 : 200, {
      ...cors,
      "Content-Type": object.contentType ?? "binary/octet-stream",
      "Content-Length": String(bytes.byteLength),
      "Accept-Ranges": "bytes",
      ETag: `"${object.body.byteLength.toString(16)}"`,
      ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${object.body.byteLength}` } : {}),
      ...overrides,
    });
    res.end(req.method === "HEAD" ? undefined : bytes);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const record = () => {
        const url = new URL(req.url ?? "/", "http://fake");
        const key = url.pathname.split("/").slice(2).map(decodeSegment).join("/");
        requests.push({ method: req.method ?? "GET", key, query: url.searchParams, headers: req.headers, status: res.statusCode });
      };
      answer(req, Buffer.concat(chunks), res).then(record, (error: unknown) => {
        const failure = error instanceof S3Error ? error : new S3Error(500, "InternalError", String(error));
        const origin = headerValue(req.headers, "origin");
        res.writeHead(failure.status, {
          "Content-Type": "application/xml",
          ...(origin && originAllowed(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {}),
        });
        res.end(
          req.method === "HEAD"
            ? undefined
            : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message></Error>`,
        );
        record();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeS3({ port: Number(process.argv[2] ?? 0) });
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = fake;
  console.log(
    JSON.stringify({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }),
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
