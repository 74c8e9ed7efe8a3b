/**
 * Malformed requests, built from what an endpoint expects (tests/integration/malformed-requests.test.ts):
 * broken and mistyped bodies, per-field nonsense, hostile query strings, bad ids and odd headers.
 */

export type Expectation =
  /** A JSON body; the sample is one the endpoint accepts, each field is mutated in turn. */
  | { kind: "json"; sample: Record<string, unknown> }
  /** Files in a multipart/form-data field named "files". */
  | { kind: "multipart" }
  /** No body is read (GET, DELETE, a bare POST), or we do not know what the endpoint reads. */
  | { kind: "none" };

export type MalformedCase = {
  label: string;
  /** Replaces the plausible value of every dynamic segment. */
  segment?: string;
  query?: string;
  headers?: Record<string, string>;
  /** Replaces the identity's Cookie header, given it. */
  cookie?: (own: string) => string;
  body?: BodyInit;
  /** Only a refusal (4xx) is right: the endpoint is known to need what this case breaks. */
  refused?: boolean;
};

const JSON_TYPE = { "content-type": "application/json" };
const MISSING = Symbol("missing");
const MB = 1024 * 1024;

/** A number JSON.stringify cannot write (1e400 and friends), put into the JSON text verbatim by toJson. */
const raw = (token: string) => `@@raw:${token}@@`;

function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"@@raw:(.*?)@@"/g, "$1");
}

/** An own "__proto__" key, as JSON.parse makes it (an object literal would set the prototype instead). */
const protoKey = (value: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`) as Record<string, unknown>;

const INVALID_JSON = [
  "{",
  "}",
  "{'email': 'a'}",
  '{"a": }',
  '{"a": 1,}',
  "[1, 2",
  "undefined",
  "NaN",
  "{a: 1}",
  '{"a": 1}{"b": 2}',
  "/* c */ {}",
  '"unterminated',
  "\u0000",
  "{\u0000}",
  "nul\u0000l",
];

/** Wrong values for one field, whatever its type. */
const FIELD_VALUES: [string, unknown][] = [
  ["missing", MISSING],
  ["null", null],
  ["zero", 0],
  ["negative", -1],
  ["fraction", 1.5],
  ["1e400 (Infinity)", raw("1e400")],
  ["30-digit integer", raw("123456789012345678901234567890")],
  ["true", true],
  ["empty string", ""],
  ["array", []],
  ["object", {}],
  ["NaN-like string", "NaN"],
  ["1e999 string", "1e999"],
  ["emoji", "🔨🔥👷‍♀️".repeat(20)],
  ["RTL override", "\u202Egnp.exe\u202C"],
  ["NUL character", "a\u0000b"],
  ["lone surrogate", "\uD800"],
  ["200 KB string", "x".repeat(200_000)],
  ["__proto__ object", protoKey({ polluted: "yes" })],
];

type Path = (string | number)[];

/** Every field of a sample, nested objects and the first element of arrays included. */
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.length > 0 ? [...fieldPaths(value[0], [...prefix, 0])] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

function withField(sample: Record<string, unknown>, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === MISSING) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = value;
  }
  return copy;
}

function formOf(entries: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  return form;
}

/** Bodies no endpoint that reads JSON can make sense of, and hostile ones it may take. */
function bodyCases(sample: Record<string, unknown>, needsJson: boolean): MalformedCase[] {
  const text = JSON.stringify(sample);
  const json = (label: string, body: string | undefined, refused = needsJson): MalformedCase => ({ label, headers: JSON_TYPE, body, refused });
  const firstKey = Object.keys(sample)[0] ?? "name";
  const deepArray = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
  return [
    ...INVALID_JSON.map((body) => json(`invalid JSON ${JSON.stringify(body)}`, body)),
    { label: "JSON sent as text/plain", headers: { "content-type": "text/plain" }, body: text, refused: needsJson },
    { label: "JSON without a content type", body: new Blob([text]), refused: needsJson },
    {
      label: "form-urlencoded",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [firstKey]: "x" }).toString(),
      refused: needsJson,
    },
    { label: "multipart form", body: formOf(sample), refused: needsJson },
    { label: "XML", headers: { "content-type": "application/xml" }, body: "<a><b>1</b></a>", refused: needsJson },
    { label: "JSON declared as UTF-16", headers: { "content-type": "application/json; charset=utf-16" }, body: text },
    { label: "JSON after a byte-order mark", headers: JSON_TYPE, body: `\uFEFF${text}` },
    json("an empty body", ""),
    json("no body at all", undefined),
    json("a blank body", " \n\t "),
    ...[null, true, 0, -1, "text", [], [sample], {}].map((value) => json(`${JSON.stringify(value).slice(0, 40)} instead of an object`, JSON.stringify(value))),
    ...["1e400", "-1e400", "123456789012345678901234567890"].map((token) => json(`the number ${token} as the body`, token)),
    ...FIELD_VALUES.filter(([, value]) => value !== MISSING).map(([name, value]) =>
      json(`every field ${name}`, toJson(Object.fromEntries(Object.keys(sample).map((key) => [key, value]))), false),
    ),
    json("arrays nested 20,000 deep", deepArray),
    json("objects nested 20,000 deep", deepObject),
    json("a 1 MB string field", toJson({ ...sample, [firstKey]: "x".repeat(MB) })),
    json("a 1 MB body of spaces", `${" ".repeat(MB)}${text}`),
    json("10,000 unknown keys", JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])))),
    json("500 copies in an array", JSON.stringify(Array.from({ length: 500 }, () => sample))),
    json("a __proto__ key", `{"__proto__": {"polluted": "yes", "role": "ADMIN"}, ${text.slice(1)}`, false),
    json("a constructor.prototype key", `{"constructor": {"prototype": {"polluted": "yes"}}, ${text.slice(1)}`, false),
    json("a prototype key", `{"prototype": {"polluted": "yes"}, ${text.slice(1)}`, false),
    json("extra fields", JSON.stringify({ ...sample, role: "ADMIN", isAdmin: true, id: 1, price: 0, total: 0, userId: "someone-else" }), false),
    json("a field given twice, the second of the wrong type", `${text.slice(0, -1)}, "${firstKey}": {"$ne": null}}`),
  ];
}

function fieldCases(sample: Record<string, unknown>): MalformedCase[] {
  return fieldPaths(sample).flatMap((path) =>
    FIELD_VALUES.map(([name, value]): MalformedCase => ({
      label: `${path.join(".")}: ${name}`,
      headers: JSON_TYPE,
      body: toJson(withField(sample, path, value)),
    })),
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]);

function filesForm(files: { name: string; bytes: Uint8Array }[], field = "files"): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new File([file.bytes as BlobPart], file.name));
  return form;
}

function multipartCases(): MalformedCase[] {
  const boundary = "----malformed";
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const broken = (label: string, body: string, headers: Record<string, string> = {}): MalformedCase => ({
    label,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
    refused: true,
  });
  const named = (name: string): MalformedCase => ({ label: `a file named ${JSON.stringify(name.slice(0, 40))}`, body: filesForm([{ name, bytes: PNG }]) });
  return [
    { label: "no files", body: new FormData(), refused: true },
    { label: "files as text", body: formOf({ files: "logo.png" }), refused: true },
    { label: "files under another field", body: filesForm([{ name: "logo.png", bytes: PNG }], "file"), refused: true },
    { label: "an .exe", body: filesForm([{ name: "setup.exe", bytes: EXE }]), refused: true },
    { label: "an .exe named .png", body: filesForm([{ name: "logo.png", bytes: EXE }]), refused: true },
    { label: "an empty file", body: filesForm([{ name: "logo.png", bytes: new Uint8Array() }]), refused: true },
    { label: "a file without an extension", body: filesForm([{ name: "logo", bytes: PNG }]), refused: true },
    { label: "11 files", body: filesForm(Array.from({ length: 11 }, (_, i) => ({ name: `logo${i}.png`, bytes: PNG }))), refused: true },
    {
      label: "one good file and one .exe",
      body: filesForm([
        { name: "logo.png", bytes: PNG },
        { name: "setup.exe", bytes: EXE },
      ]),
      refused: true,
    },
    broken("garbage under a multipart type", "this is not multipart"),
    broken("multipart without a boundary", part('Content-Disposition: form-data; name="files"; filename="a.png"', "x"), {
      "content-type": "multipart/form-data",
    }),
    broken("a truncated part", `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\u0089PNG`),
    broken("a part without headers", `${part("", "x")}--${boundary}--`),
    broken("an unterminated header", `--${boundary}\r\nContent-Disposition: form-data; name="files`),
    broken("a declared 1 GB body", "x", { "content-length": String(1024 * MB) }),
    named("a\u0000b.png"),
    named("\u202Egnp.exe"),
    named("🔨🔥.png"),
    named(`${"x".repeat(1000)}.png`),
    named("../../../etc/passwd.png"),
    named("..\\..\\windows\\win.ini.png"),
    named(".png"),
    named("<script>alert(1)</script>.png"),
    named("%00%2e%2e%2f.png"),
    named("\uD800.png"),
  ];
}

const QUERY_KEYS = ["page", "pageSize", "sort", "q", "status", "format", "id"];
const QUERY_VALUES = [
  "",
  "-1",
  "0",
  "1.5",
  "1e999",
  "NaN",
  "abc",
  "9".repeat(30),
  "\u0000",
  "__proto__",
  "x".repeat(10_000),
  "🔥\u202E",
  "#99999999999999999999",
  "' OR 1=1 --",
];

function queryCases(all: boolean): MalformedCase[] {
  const extras: MalformedCase[] = [
    { label: "a repeated page", query: "page=1&page=2&page=x" },
    { label: "__proto__ in the query", query: "__proto__[polluted]=yes&constructor[prototype][polluted]=yes" },
    { label: "an array-style q", query: "q[]=a&q[]=b" },
    { label: "bad percent-encoding", query: "q=%E0%A4%A&sort=%" },
    { label: "5,000 parameters", query: Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`).join("&") },
    { label: "a sort by a hidden column", query: "sort=-passwordHash" },
  ];
  if (!all) return extras;
  return [
    ...QUERY_KEYS.flatMap((key) =>
      QUERY_VALUES.map((value): MalformedCase => ({
        label: `?${key}=${JSON.stringify(value.slice(0, 30))}`,
        query: new URLSearchParams({ [key]: value }).toString(),
      })),
    ),
    ...extras,
  ];
}

const BAD_SEGMENTS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999",
  "2147483648",
  "NaN",
  "Infinity",
  "__proto__",
  "constructor",
  "\u0000",
  "../../etc/passwd",
  "🔥",
  "\u202E1",
  " 1",
  "0x10",
  "1;DROP TABLE users",
  "x".repeat(10_000),
  "[object Object]",
  "%",
];

function segmentCases(): MalformedCase[] {
  return BAD_SEGMENTS.map((segment) => ({ label: `the id ${JSON.stringify(segment.slice(0, 30))}`, segment }));
}

const FORGED_JWT = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6IkFETUlOIiwiZW1haWwiOiJ4QHgueCJ9.";

function headerCases(): MalformedCase[] {
  const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
  return [
    { label: "a badly percent-encoded session cookie", cookie: () => "authjs.session-token=%E0%A4%A; __Secure-authjs.session-token=%" },
    { label: "an 8 KB session cookie", cookie: () => `authjs.session-token=${randomHex(4000)}` },
    { label: "an unsigned session token claiming ADMIN", cookie: () => `authjs.session-token=${FORGED_JWT}` },
    { label: "a badly percent-encoded PIN step cookie", cookie: (own) => `${own}; viralize.admin-step=%%%` },
    { label: "a PIN step cookie of dots", cookie: (own) => `${own}; viralize.admin-step=...` },
    { label: "a PIN step cookie that never expires", cookie: (own) => `${own}; viralize.admin-step=x.99999999999999999999.${randomHex(32)}` },
    { label: "a cookie header of separators", cookie: () => ";;; = ; =x; authjs.session-token; ==" },
    { label: "an 8 KB random client address", headers: { "x-forwarded-for": randomHex(4000) } },
    { label: "an empty client address", headers: { "x-forwarded-for": "" } },
    { label: "a client address of commas", headers: { "x-forwarded-for": " , , ," } },
    { label: "an Accept of HTML only", headers: { accept: "text/html" } },
  ];
}

/**
 * At least 100 malformed requests for one endpoint and method. Bodies go only where a method
 * may carry one; query strings and headers go everywhere.
 */
export function malformedCases(method: string, expectation: Expectation, dynamic: boolean): MalformedCase[] {
  const hasBody = method !== "GET" && method !== "HEAD";
  const bodies = !hasBody
    ? []
    : expectation.kind === "json"
      ? [...bodyCases(expectation.sample, true), ...fieldCases(expectation.sample)]
      : expectation.kind === "multipart"
        ? [...multipartCases(), ...bodyCases({ files: "logo.png" }, true)]
        : bodyCases({ name: "x", id: 1 }, false);
  return [...bodies, ...queryCases(!hasBody || expectation.kind === "none"), ...(dynamic ? segmentCases() : []), ...headerCases()];
}
