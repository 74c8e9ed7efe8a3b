"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { sendJson } from "@/components/forms/send-json";
import { MAX_FILES_PER_REQUEST, type UploadedFileInfo } from "@/lib/uploads/limits";
import { uploadProblem } from "./quote-messages";

export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  status: "uploading" | "uploaded" | "error";
  error?: string;
  info?: UploadedFileInfo;
};

type Outcome = Pick<UploadEntry, "status" | "error" | "info">;

const NETWORK_ERROR = "The upload didn't go through. Check your connection and try again.";
const SERVER_ERROR = "The upload didn't go through. Please try again.";
const TOO_MANY = `You can attach up to ${MAX_FILES_PER_REQUEST} files. Remove one to add another.`;

function isFileInfo(value: unknown): value is UploadedFileInfo {
  if (!value || typeof value !== "object") return false;
  const info = value as Record<string, unknown>;
  return typeof info.id === "string" && typeof info.name === "string";
}

/** An upload that stops early: with the entry's new status, or null when it was aborted. */
class Stopped {
  constructor(readonly outcome: Outcome | null) {}
}

const failed = (error: string): Stopped => new Stopped({ status: "error", error });

/** One call to our API; its JSON on success, else a Stopped with the server's sentence. */
async function callApi(url: string, body: unknown, signal: AbortSignal): Promise<Record<string, unknown>> {
  const reply = await sendJson<Record<string, unknown>>(url, body, { signal });
  if (signal.aborted) throw new Stopped(null);
  if (reply.ok) return reply.data;
  throw failed(reply.status === 0 ? NETWORK_ERROR : (reply.error ?? SERVER_ERROR));
}

/** The stored file an upload's answer ({ files: [info] }) describes. */
function uploadedOutcome(record: Record<string, unknown>): Outcome {
  const info = Array.isArray(record.files) ? record.files[0] : undefined;
  return isFileInfo(info) ? { status: "uploaded", info } : { status: "error", error: SERVER_ERROR };
}

/** The file's bytes straight to the bucket, by the presigned URL the server signed (its answer, XML, is not for people). */
async function putToBucket(url: string, headers: Record<string, string>, file: File, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: "PUT", body: file, headers, signal });
  } catch {
    throw signal.aborted ? new Stopped(null) : failed(NETWORK_ERROR);
  }
  if (signal.aborted) throw new Stopped(null);
  if (!response.ok) throw failed(SERVER_ERROR);
}

const stringRecord = (value: unknown): Record<string, string> =>
  value && typeof value === "object"
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};

/**
 * Uploads one file; resolves to the entry's new status (null when aborted). The server first says
 * how: straight to the bucket (a presigned PUT, then POST /api/uploads/{id}/complete, where the
 * server checks what arrived), or through itself (POST /api/uploads, multipart) when it keeps
 * files on disk.
 */
async function uploadOne(file: File, signal: AbortSignal): Promise<Outcome | null> {
  try {
    const intent = await callApi("/api/uploads/intents", { name: file.name, size: file.size, contentType: file.type }, signal);
    if (intent.mode !== "direct") {
      const body = new FormData();
      body.append("files", file);
      return uploadedOutcome(await callApi("/api/uploads", body, signal));
    }
    if (typeof intent.id !== "string" || typeof intent.url !== "string") return { status: "error", error: SERVER_ERROR };
    await putToBucket(intent.url, stringRecord(intent.headers), file, signal);
    return uploadedOutcome(await callApi(`/api/uploads/${encodeURIComponent(intent.id)}/complete`, undefined, signal));
  } catch (error) {
    return error instanceof Stopped ? error.outcome : { status: "error", error: SERVER_ERROR };
  }
}

/**
 * The artwork files of a quote: each chosen file is checked in the browser, then uploaded right
 * away; the list keeps every file with its status, and only uploaded ones go into the request.
 */
export function useFileUploads() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // The list as of now, for code that runs after an await (the submit waits for uploads).
  const current = useRef<UploadEntry[]>([]);
  const pending = useRef(new Map<string, { promise: Promise<void>; controller: AbortController }>());
  const nextKey = useRef(0);

  const commit = useCallback((update: (list: UploadEntry[]) => UploadEntry[]) => {
    current.current = update(current.current);
    setEntries(current.current);
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `upload-${nextKey.current++}`;
        const kept = current.current.filter((entry) => entry.status !== "error").length;
        const problem = uploadProblem(file) ?? (kept >= MAX_FILES_PER_REQUEST ? TOO_MANY : null);
        if (problem) {
          commit((list) => [...list, { key, name: file.name, size: file.size, status: "error", error: problem }]);
          continue;
        }
        commit((list) => [...list, { key, name: file.name, size: file.size, status: "uploading" }]);
        const controller = new AbortController();
        const promise = uploadOne(file, controller.signal)
          .then((outcome) => {
            if (!outcome || !current.current.some((entry) => entry.key === key)) return;
            commit((list) => list.map((entry) => (entry.key === key ? { ...entry, ...outcome } : entry)));
          })
          .finally(() => pending.current.delete(key));
        pending.current.set(key, { promise, controller });
      }
    },
    [commit],
  );

  const remove = useCallback(
    (key: string) => {
      pending.current.get(key)?.controller.abort();
      pending.current.delete(key);
      commit((list) => list.filter((item) => item.key !== key));
    },
    [commit],
  );

  const reset = useCallback(() => {
    for (const { controller } of pending.current.values()) controller.abort();
    pending.current.clear();
    commit(() => []);
  }, [commit]);

  /** A single-file field (a logo): the new file takes the place of whatever was there. */
  const replaceWith = useCallback(
    (files: Iterable<File>) => {
      reset();
      addFiles(files);
    },
    [reset, addFiles],
  );

  /** Resolves once every upload in flight has finished, one way or the other. */
  const settled = useCallback(async () => {
    await Promise.allSettled([...pending.current.values()].map((upload) => upload.promise));
  }, []);

  /** The files that made it to the server, as of now. */
  const uploaded = useCallback(() => current.current.flatMap((entry) => (entry.status === "uploaded" && entry.info ? [entry.info] : [])), []);

  useEffect(() => {
    const uploads = pending.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
    };
  }, []);

  return { entries, addFiles, replaceWith, remove, reset, settled, uploaded };
}
