import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";
import { Conflict, NotFound } from "@/lib/errors";
import { endOfStoreDay } from "@/lib/time";
import type { CouponInput } from "@/lib/validation/coupon";
import { usableCouponWhere } from "./coupon-rules";

export type AdminCoupon = {
  id: number;
  code: string;
  description: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  minOrderAmount: number;
  maxUses: number | null;
  usedCount: number;
  expiresAt: string | null;
  isActive: boolean;
  createdAt: string;
};

type CouponRow = Prisma.CouponGetPayload<object>;

export function toAdminCoupon(coupon: CouponRow): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minOrderAmount: coupon.minOrderAmount,
    maxUses: coupon.maxUses,
    usedCount: coupon.usedCount,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    isActive: coupon.isActive,
    createdAt: coupon.createdAt.toISOString(),
  };
}

export async function listCoupons(): Promise<AdminCoupon[]> {
  const rows = await prisma.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toAdminCoupon);
}

/** Coupons a customer could redeem right now: switched on, not expired, uses left. */
export async function activeCouponCount(now = new Date()): Promise<number> {
  return prisma.coupon.count({ where: usableCouponWhere(prisma.coupon.fields, now) });
}

/** A new coupon; an expiry day lasts to midnight on the store's clock (STORE_TIME_ZONE). */
export async function createCoupon(actor: SessionUser, input: CouponInput): Promise<AdminCoupon> {
  // A day as the form sends it ends at the store's midnight; a full timestamp stands as sent.
  const expiresAt = input.expiresAt === null ? null : (endOfStoreDay(input.expiresAt) ?? new Date(input.expiresAt));
  try {
    return await prisma.$transaction(async (tx) => {
      const coupon = await tx.coupon.create({ data: { ...input, expiresAt } });
      await recordAudit(tx, actor, { action: "coupon.create", entityType: "coupon", entityId: coupon.id, after: toAdminCoupon(coupon) });
      return toAdminCoupon(coupon);
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new Conflict(`A coupon with the code ${input.code} already exists.`);
    }
    throw error;
  }
}

export async function setCouponActive(actor: SessionUser, id: number, isActive: boolean): Promise<AdminCoupon> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.coupon.findUnique({ where: { id } });
    if (!before) throw new NotFound(`Coupon ${id} does not exist.`);
    const coupon = await tx.coupon.update({ where: { id }, data: { isActive } });
    await recordAudit(tx, actor, {
      action: isActive ? "coupon.activate" : "coupon.deactivate",
      entityType: "coupon",
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return toAdminCoupon(coupon);
  });
}

export async function deleteCoupon(actor: SessionUser, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const before = await tx.coupon.findUnique({ where: { id } });
    if (!before) throw new NotFound(`Coupon ${id} does not exist.`);
    await tx.coupon.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "coupon.delete", entityType: "coupon", entityId: id, before: toAdminCoupon(before) });
  });
}
