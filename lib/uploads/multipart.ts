import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError, Invalid, TooLarge, UnsupportedType } from "@/lib/errors";
import { tooLarge } from "./checks";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "./limits";

/** One file as it arrived: its name as the browser sent it and its bytes. */
export type ReceivedFile = { name: string; bytes: Uint8Array<ArrayBuffer> };

const FILE_FIELD = "files";

/**
 * Reads the files of a multipart/form-data upload (field "files") as they stream in. Each file
 * stops at 10 MB and the request at MAX_UPLOAD_REQUEST_BYTES: past either, reading stops and the
 * rest of the body is never pulled, whatever Content-Length said (a chunked body has none).
 */
export async function receiveMultipartFiles(request: Request): Promise<ReceivedFile[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new UnsupportedType(`Send files as multipart/form-data in a field named "${FILE_FIELD}".`);
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
    throw new TooLarge("That upload is too large. Each file may be up to 10 MB.");
  }
  if (!request.body) return [];

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names in UTF-8.
      defParamCharset: "utf8",
      limits: { files: MAX_FILES_PER_REQUEST, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 1024, parts: MAX_FILES_PER_REQUEST + 20 },
    });
  } catch {
    throw new Invalid("The upload could not be read. Please try again.");
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);

  return new Promise<ReceivedFile[]>((resolve, reject) => {
    const files: ReceivedFile[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: DomainError) => {
      if (settled) return;
      settled = true;
      // Stop pulling the body: what the visitor has not sent yet is never read.
      source.unpipe(parser);
      source.destroy();
      // Not from inside the parser's own callback, which still touches its state afterwards.
      setImmediate(() => parser.destroy());
      reject(error);
    };

    parser.on("file", (field, stream, info) => {
      if (field !== FILE_FIELD) {
        stream.on("error", () => undefined).resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received > MAX_UPLOAD_REQUEST_BYTES) return fail(new TooLarge("That upload is too large. Each file may be up to 10 MB."));
        chunks.push(chunk);
      });
      stream.on("error", () => fail(new Invalid("The upload could not be read. Please try again.")));
      stream.on("limit", () => fail(tooLarge(info.filename || "unnamed file")));
      stream.on("end", () => {
        if (settled || stream.truncated) return;
        const bytes = new Uint8Array(Buffer.concat(chunks));
        files.push({ name: info.filename ?? "", bytes });
      });
    });
    parser.on("filesLimit", () => fail(new Invalid(`Upload at most ${MAX_FILES_PER_REQUEST} files at a time.`)));
    parser.on("partsLimit", () => fail(new Invalid("The upload has too many parts.")));
    parser.on("error", () => fail(new Invalid("The upload could not be read. Please try again.")));
    source.on("error", () => fail(new Invalid("The upload could not be read. Please try again.")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve(files);
    });
    source.pipe(parser);
  });
}
