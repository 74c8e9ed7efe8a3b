"use client";

import { useCallback, useEffect, useRef, useState } from "react";
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

/** POST /api/uploads with one file; resolves to the entry's new status (null when aborted). */
async function uploadOne(file: File, signal: AbortSignal): Promise<Outcome | null> {
  const body = new FormData();
  body.append("files", file);
  let response: Response;
  try {
    response = await fetch("/api/uploads", { method: "POST", body, credentials: "include", signal });
  } catch {
    return signal.aborted ? null : { status: "error", error: NETWORK_ERROR };
  }
  const data: unknown = await response.json().catch(() => null);
  if (signal.aborted) return null;
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  if (response.ok) {
    const info = Array.isArray(record.files) ? record.files[0] : undefined;
    if (isFileInfo(info)) return { status: "uploaded", info };
    return { status: "error", error: SERVER_ERROR };
  }
  const message = typeof record.error === "string" && record.error.trim() ? record.error.trim() : SERVER_ERROR;
  return { status: "error", error: message };
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

  return { entries, addFiles, remove, reset, settled, uploaded };
}
