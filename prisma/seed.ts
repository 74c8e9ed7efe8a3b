import type { PrismaClient } from "@/generated/prisma/client";
import { hashSecret } from "@/lib/auth/password";
import { PUBLISHED_ADMIN } from "@/lib/env";
import { slugify } from "@/lib/text/slugify";
import { seedBlogPosts } from "./seed-data/blog-posts";
import { seedCoupons } from "./seed-data/coupons";
import { seedMerchProducts } from "./seed-data/merch-catalogue";

export type SeedAdmin = { email: string; password: string; pin: string };

/**
 * A fresh database for development and tests (the embedded servers' only): the demo content and
 * the admin, which may be the published demo one. Idempotent: rows are created when missing and
 * never overwritten, so a second run changes nothing and edits made in the admin survive.
 */
export async function seedDatabase(prisma: PrismaClient, admin: SeedAdmin): Promise<void> {
  await seedDemoContent(prisma);
  await createAdminIfMissing(prisma, admin);
}

/**
 * The demo shop: blog posts, the offline catalogue and two coupons (one, WELCOME10, with unlimited
 * uses). `npm run db:seed:demo` only: production never gets it by itself.
 */
export async function seedDemoContent(prisma: PrismaClient): Promise<void> {
  for (const post of seedBlogPosts) {
    await prisma.blogPost.upsert({
      where: { slug: post.slug },
      update: {},
      // Written when it was published: its dateModified must not say the day the shop was seeded.
      create: { ...post, publishedAt: new Date(post.publishedAt), createdAt: new Date(post.publishedAt), updatedAt: new Date(post.publishedAt) },
    });
  }

  for (const { externalId, thumbnail, variants, ...product } of seedMerchProducts) {
    await prisma.merchProduct.upsert({
      where: { id: externalId },
      update: {},
      create: { ...product, id: externalId, slug: slugify(product.name), thumbnailUrl: thumbnail },
    });
    for (const { externalId: variantId, retailPriceCents, image, ...variant } of variants) {
      await prisma.merchVariant.upsert({
        where: { id: variantId },
        update: {},
        create: { ...variant, id: variantId, productId: externalId, retailPrice: retailPriceCents, imageUrl: image },
      });
    }
  }

  for (const coupon of seedCoupons) {
    await prisma.coupon.upsert({ where: { code: coupon.code }, update: {}, create: coupon });
  }
}

/**
 * A real shop's admin (`npm run db:seed`), never the published demo one: its email, password or
 * PIN would let anybody who read the docs in.
 */
export async function seedAdmin(prisma: PrismaClient, admin: SeedAdmin): Promise<void> {
  const published = [
    admin.email.toLowerCase() === PUBLISHED_ADMIN.email && "email",
    admin.password === PUBLISHED_ADMIN.password && "password",
    admin.pin === PUBLISHED_ADMIN.pin && "PIN",
  ].filter(Boolean);
  if (published.length > 0) {
    throw new Error(
      `Refusing to create the published demo admin (its ${published.join(" and ")}): only the embedded development database may have it. Set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PIN of your own.`,
    );
  }
  await createAdminIfMissing(prisma, admin);
}

/**
 * The admin account, created when it does not exist. An existing account keeps its password and
 * PIN, whatever the environment says now: a seed run must never reset them (to published
 * defaults, say).
 */
async function createAdminIfMissing(prisma: PrismaClient, admin: SeedAdmin): Promise<void> {
  const email = admin.email.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email } });
  if (!existing) {
    await prisma.user.create({
      data: {
        email,
        firstName: "Site",
        lastName: "Admin",
        name: "Site Admin",
        role: "ADMIN",
        // The operator's own address, from the environment.
        emailVerified: new Date(),
        passwordHash: await hashSecret(admin.password),
        adminPinHash: await hashSecret(admin.pin),
      },
    });
    return;
  }
  // Someone signed up with the admin's address: promoting them would hand the shop to their password.
  if (existing.role !== "ADMIN")
    throw new Error(`${email} is a customer account, not the admin. Set ADMIN_EMAIL to another address, or remove that account first.`);
}
