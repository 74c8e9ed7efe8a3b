import net from "node:net";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/scripts/db/embedded-postgres";
import { SetupError } from "@/scripts/db/setup-error";

describe("embedded PostgreSQL", () => {
  it("says in a sentence what to do when its port is taken", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-pg-"));
    try {
      const attempt = startEmbeddedPostgres({ dataDir, port });
      await expect(attempt).rejects.toBeInstanceOf(SetupError);
      await expect(attempt).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
      await expect(attempt).rejects.toThrow(/EMBEDDED_PG_PORT|DATABASE_URL/);
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
