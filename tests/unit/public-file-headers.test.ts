import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_FILE_CACHE_CONTROL, publicFileRules } from "@/lib/http/public-file-headers";

const cached = [{ key: "Cache-Control", value: PUBLIC_FILE_CACHE_CONTROL }];

describe("the cache rules for public/", () => {
  it("cover each file by its path and each folder with everything under it, not dotfiles", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-public-"));
    try {
      fs.writeFileSync(path.join(dir, "logo.png"), "");
      fs.writeFileSync(path.join(dir, ".DS_Store"), "");
      fs.mkdirSync(path.join(dir, "gallery"));
      expect(publicFileRules(dir).sort((a, b) => a.source.localeCompare(b.source))).toEqual([
        { source: "/gallery/:path*", headers: cached },
        { source: "/logo.png", headers: cached },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("cover the project's sharing image, icons and catalogue pictures", () => {
    expect(publicFileRules().map((rule) => rule.source)).toEqual(
      expect.arrayContaining(["/opengraph-image.png", "/icon-192.png", "/merch/:path*", "/print/:path*"]),
    );
  });
});
