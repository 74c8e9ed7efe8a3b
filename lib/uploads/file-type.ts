/** What a file really is, read from its first bytes rather than trusted from its name. */
type Kind = "png" | "jpeg" | "pdf" | "postscript" | "dos-eps";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectKind(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ascii("%!PS"))) return "postscript";
  if (startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return "dos-eps";
  return null;
}

/** Which contents each allowed extension may hold (Illustrator files are PDF or PostScript inside). */
const KINDS_BY_EXTENSION: Record<string, { kinds: Kind[]; contentType: string }> = {
  ".png": { kinds: ["png"], contentType: "image/png" },
  ".jpg": { kinds: ["jpeg"], contentType: "image/jpeg" },
  ".jpeg": { kinds: ["jpeg"], contentType: "image/jpeg" },
  ".pdf": { kinds: ["pdf"], contentType: "application/pdf" },
  ".ai": { kinds: ["pdf", "postscript"], contentType: "application/postscript" },
  ".eps": { kinds: ["postscript", "dos-eps"], contentType: "application/postscript" },
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : "";
}

/** The content type to store the file under, or null when its name and its bytes disagree. */
export function verifiedContentType(fileName: string, bytes: Uint8Array): string | null {
  const allowed = KINDS_BY_EXTENSION[extensionOf(fileName)];
  const kind = detectKind(bytes);
  if (!allowed || !kind || !allowed.kinds.includes(kind)) return null;
  return allowed.contentType;
}

/** The content type a file of an allowed extension is stored under (null for any other name). */
export function contentTypeForName(fileName: string): string | null {
  return KINDS_BY_EXTENSION[extensionOf(fileName)]?.contentType ?? null;
}
