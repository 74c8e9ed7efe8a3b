import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/format/file-size";

// Every file size a person sees (the quote form's file list, the admin's quote requests) is this text.
describe("a file's size as people read it", () => {
  it("shows a file under 1 KB in bytes, never as 1 KB", () => {
    expect(formatFileSize(70)).toBe("70 B");
    expect(formatFileSize(1023)).toBe("1023 B");
  });

  it("shows larger files in KB or MB with one decimal", () => {
    expect(formatFileSize(1024)).toBe("1.0 KB");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
