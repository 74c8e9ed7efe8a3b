import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markStartupChunks } from "@/scripts/build/compile-hints.mjs";

// A build folder shaped as `next build` leaves it: the build manifest's root files, one route's
// client reference manifest naming its segments' entry chunks, and a chunk only loaded later.
let distDir = "";

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), text);
}
const read = (file: string) => fs.readFileSync(path.join(distDir, file), "utf8");
const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,(e)=>{e.v(1)}]);`;

function fakeBuild() {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js", "static/chunks/react-dom.js"], pages: {} }));
  write(
    "server/app/(site)/blog/[slug]/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/(site)/blog/[slug]/page"] = {"clientModules":{},"entryCSSFiles":{"[project]/app/layout":[{"path":"static/chunks/site.css"}]},"entryJSFiles":{"[project]/app/layout":["static/chunks/layout.js"],"[project]/app/(site)/blog/[slug]/page":["static/chunks/layout.js","static/chunks/post.js"]}};`,
  );
  for (const name of ["runtime", "react-dom", "layout", "post", "cart-sheet"]) write(`static/chunks/${name}.js`, chunk(name));
  write("static/chunks/site.css", "body{margin:0}");
}

afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe("the compile hint on startup chunks", () => {
  it("marks the root files and every segment's entry chunks, leaving the code itself as it was", () => {
    fakeBuild();
    expect(markStartupChunks(distDir)).toEqual({ chunks: 4, marked: 4 });
    for (const name of ["runtime", "react-dom", "layout", "post"]) {
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + chunk(name));
    }
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("leaves chunks loaded later and stylesheets alone", () => {
    fakeBuild();
    markStartupChunks(distDir);
    expect(read("static/chunks/cart-sheet.js")).toBe(chunk("cart-sheet"));
    expect(read("static/chunks/site.css")).toBe("body{margin:0}");
  });

  it("marks each chunk once when the step runs again", () => {
    fakeBuild();
    markStartupChunks(distDir);
    expect(markStartupChunks(distDir)).toEqual({ chunks: 4, marked: 0 });
    expect(read("static/chunks/post.js")).toBe(COMPILE_HINT + chunk("post"));
  });

  it("stops the build when the manifests name no startup chunk (Next changed their shape)", () => {
    fakeBuild();
    write("build-manifest.json", JSON.stringify({ pages: {} }));
    fs.rmSync(path.join(distDir, "server"), { recursive: true });
    fs.mkdirSync(path.join(distDir, "server", "app"), { recursive: true });
    expect(() => markStartupChunks(distDir)).toThrow(/No startup chunks found/);
  });
});
