import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import * as blogImages from "@/app/api/admin/blog-images/route";
import * as blogImage from "@/app/api/blog-images/[name]/route";
import { renderMarkdown } from "@/lib/blog/markdown";
import { prisma } from "@/lib/db";
import { keepHouse } from "@/lib/housekeeping";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { errorOf, multipartRequest } from "@/tests/support/requests";

const PNG = new Uint8Array(fs.readFileSync("app/apple-icon.png"));
const WEBP = new Uint8Array(fs.readFileSync("public/print/flyers.webp"));

const DAY = 86_400_000;

let adminCookie = "";
let customerCookie = "";

beforeAll(async () => {
  adminCookie = await cookieFor(await createUser("ADMIN"), { pinStep: true });
  customerCookie = await cookieFor(await createUser("USER"));
});

function upload(files: { name: string; bytes: Uint8Array | string }[], cookie = adminCookie): Promise<Response> {
  const request = multipartRequest("/api/admin/blog-images", files);
  request.headers.set("cookie", cookie);
  return blogImages.POST(request);
}

const fetchImage = (url: string) => {
  const name = url.split("/").pop()!;
  return blogImage.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ name }) });
};

describe("an image for a blog post", () => {
  it("is kept under an address that carries its size, served publicly with its type, and rendered through next/image", async () => {
    const response = await upload([{ name: "Flyers on a table.webp", bytes: WEBP }]);
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as { url: string; width: number; height: number; markdown: string };
    expect(uploaded).toMatchObject({ width: 800, height: 600 });
    expect(uploaded.url).toMatch(/^\/api\/blog-images\/[0-9a-f-]{36}-800x600\.webp$/);
    expect(uploaded.markdown).toBe(`![Flyers on a table](${uploaded.url})`);

    const served = await fetchImage(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WEBP);

    const html = renderMarkdown(uploaded.markdown);
    expect(html).toContain(`srcset="/_next/image?url=${encodeURIComponent(uploaded.url)}&amp;w=`);
    expect(html).toContain('width="800" height="600" alt="Flyers on a table"');
  });

  it("is read from its bytes: a PNG named .jpg is kept as the PNG it is", async () => {
    const response = await upload([{ name: "logo.jpg", bytes: PNG }]);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/-180x180\.png$/);
    expect((await fetchImage(url)).headers.get("content-type")).toBe("image/png");
  });

  it("refuses what is not a PNG, JPEG or WebP, more than one file, nothing, or more than 4 MB, keeping nothing", async () => {
    const recorded = await prisma.blogImage.count();
    expect(await errorOf(await upload([{ name: "drawing.svg", bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }]))).toBe(
      '"drawing.svg" is not a PNG, JPEG or WebP image. Save it as one of those and try again.',
    );
    const pdf = await upload([{ name: "flyer.png", bytes: "%PDF-1.7 not an image" }]);
    expect(pdf.status).toBe(415);
    const two = await upload([
      { name: "a.png", bytes: PNG },
      { name: "b.png", bytes: PNG },
    ]);
    expect(two.status).toBe(400);
    expect(await errorOf(two)).toBe("Choose one image to upload.");
    expect((await upload([])).status).toBe(400);
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload([{ name: "huge.png", bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect(await errorOf(tooBig)).toBe('"huge.png" is larger than 4 MB. Use a smaller image.');
    expect(await prisma.blogImage.count()).toBe(recorded);
  });

  it("is deleted by housekeeping once no post, published or draft, has shown it for a week after its upload", async () => {
    const uploadedUrl = async (name: string) => ((await (await upload([{ name, bytes: PNG }])).json()) as { url: string }).url;
    const [published, drafted, dropped, fresh] = [
      await uploadedUrl("published.png"),
      await uploadedUrl("drafted.png"),
      await uploadedUrl("dropped.png"),
      await uploadedUrl("fresh.png"),
    ];
    const fileName = (url: string) => url.split("/").pop()!;
    await prisma.blogImage.updateMany({
      where: { fileName: { in: [published, drafted, dropped].map(fileName) } },
      data: { createdAt: new Date(Date.now() - 8 * DAY) },
    });
    const post = await prisma.blogPost.create({
      data: {
        slug: "crew-photos",
        title: "Crew photos",
        excerpt: "Our crew.",
        content: `Intro.\n\n![Crew](${published})`,
        category: "Marketing",
        tags: [],
        publishedAt: new Date(),
      },
    });
    await prisma.blogPost.create({
      data: { slug: "draft-photos", title: "Draft", excerpt: "Soon.", content: `![Van](${drafted})`, category: "Marketing", tags: [] },
    });

    expect((await keepHouse()).blogImages).toBe(1);
    expect((await fetchImage(dropped)).status).toBe(404);
    expect(await prisma.blogImage.findUnique({ where: { fileName: fileName(dropped) } })).toBeNull();
    for (const kept of [published, drafted, fresh]) expect((await fetchImage(kept)).status, kept).toBe(200);

    // The post drops its image: the next run deletes it, since it was uploaded over a week ago.
    await prisma.blogPost.update({ where: { id: post.id }, data: { content: "Intro." } });
    expect((await keepHouse()).blogImages).toBe(1);
    expect((await fetchImage(published)).status).toBe(404);
    for (const kept of [drafted, fresh]) expect((await fetchImage(kept)).status, kept).toBe(200);
  });

  it("can be uploaded only by the admin", async () => {
    expect((await upload([{ name: "a.png", bytes: PNG }], "")).status).toBe(401);
    expect((await upload([{ name: "a.png", bytes: PNG }], customerCookie)).status).toBe(403);
  });

  it("answers a JSON 404 for a name that is not an upload or was never stored", async () => {
    for (const url of ["/api/blog-images/..%2F..%2Fquotes%2Fsecret.pdf", "/api/blog-images/0f8fad5b-d9cb-469f-a165-70867728950e-10x10.png"]) {
      const response = await fetchImage(url);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe("There is no such image.");
    }
  });
});
