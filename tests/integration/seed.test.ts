import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { verifySecret } from "@/lib/auth/password";
import { seedAdmin, seedDatabase, seedDemoContent } from "@/prisma/seed";

const prisma = createPrismaClient(process.env.DATABASE_URL!);
const admin = { email: "Owner@Example.com", password: "correct horse battery", pin: "135790" };

afterAll(() => prisma.$disconnect());

async function snapshot() {
  const [posts, products, variants, coupons, users] = await Promise.all([
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.merchProduct.findMany({ orderBy: { id: "asc" } }),
    prisma.merchVariant.findMany({ orderBy: { id: "asc" } }),
    prisma.coupon.findMany({ orderBy: { id: "asc" } }),
    prisma.user.findMany({ orderBy: { id: "asc" } }),
  ]);
  return { posts, products, variants, coupons, users };
}

function businessOf(name: string): string {
  if (name.includes("RCI")) return "rci";
  if (/integrity led/i.test(name)) return "integrity";
  if (/viralize/i.test(name)) return "viralize";
  return "other";
}

describe("seed", () => {
  it("fills an empty database with the demo content", async () => {
    await seedDatabase(prisma, admin);
    const { posts, products, variants, coupons, users } = await snapshot();

    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const category of ["Marketing", "Web Design", "Business Growth", "SEO", "Technology"]) {
      expect(posts.map((p) => p.category)).toContain(category);
    }
    expect(posts.some((p) => !["Marketing", "Web Design", "Business Growth", "SEO", "Technology"].includes(p.category))).toBe(true);
    expect(posts.every((p) => p.publishedAt !== null && p.content.length > 1500)).toBe(true);

    expect(products.length).toBeGreaterThanOrEqual(12);
    const businesses = products.map((p) => businessOf(p.name));
    for (const business of ["rci", "integrity", "viralize", "other"]) expect(businesses).toContain(business);
    expect(variants.some((v) => !v.inStock)).toBe(true);
    expect(variants.every((v) => v.name.includes(" / ") && Number.isInteger(v.retailPrice) && v.imageUrl.startsWith("/merch/"))).toBe(true);

    expect(coupons.map((c) => c.code).sort()).toEqual(["CREW25", "WELCOME10"]);

    expect(users).toHaveLength(1);
    const [owner] = users;
    expect(owner).toMatchObject({ email: "owner@example.com", role: "ADMIN" });
    expect(await verifySecret(owner!.passwordHash!, admin.password)).toBe(true);
    expect(await verifySecret(owner!.adminPinHash!, admin.pin)).toBe(true);
    expect(owner!.adminPinHash).not.toContain(admin.pin);
  });

  it("changes nothing when it runs again", async () => {
    const before = await snapshot();
    await seedDatabase(prisma, admin);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps edits made in the admin, and never overwrites the admin's password or PIN", async () => {
    const post = await prisma.blogPost.findFirstOrThrow();
    await prisma.blogPost.update({ where: { id: post.id }, data: { title: "Edited by the admin" } });
    await seedDatabase(prisma, { ...admin, password: "viralize-admin", pin: "246810" });

    expect((await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe("Edited by the admin");
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } });
    expect(await verifySecret(owner.passwordHash!, admin.password)).toBe(true);
    expect(await verifySecret(owner.passwordHash!, "viralize-admin")).toBe(false);
    expect(await verifySecret(owner.adminPinHash!, admin.pin)).toBe(true);
  });

  it("refuses to make a customer who signed up with the admin's address the admin", async () => {
    await prisma.user.create({ data: { email: "taken@example.com", role: "USER", passwordHash: "whatever" } });
    await expect(seedAdmin(prisma, { ...admin, email: "Taken@Example.com" })).rejects.toThrow(/is a customer account, not the admin/);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "taken@example.com" } })).role).toBe("USER");
  });

  it.each([
    ["email, in any letter case", { email: "Admin@Viralize.TEST" }],
    ["password", { password: "viralize-admin" }],
    ["PIN", { pin: "246810" }],
  ])("refuses to create a real shop's admin with the published demo %s", async (_, published) => {
    const users = await prisma.user.count();
    await expect(seedAdmin(prisma, { ...admin, email: "third-owner@example.com", ...published })).rejects.toThrow(/published demo admin/);
    expect(await prisma.user.count()).toBe(users);
  });

  it("keeps the admin apart from the demo content: production seeds only the admin", async () => {
    await prisma.coupon.deleteMany();
    await seedAdmin(prisma, { ...admin, email: "second-owner@example.com" });
    expect(await prisma.user.count({ where: { email: "second-owner@example.com", role: "ADMIN" } })).toBe(1);
    expect(await prisma.coupon.count()).toBe(0);
    await seedDemoContent(prisma);
    expect((await prisma.coupon.findMany()).map((c) => c.code).sort()).toEqual(["CREW25", "WELCOME10"]);
  });
});
